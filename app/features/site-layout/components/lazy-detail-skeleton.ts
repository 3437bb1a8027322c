import { lazy } from "react";

/** The detail pages' skeleton, loaded once a visitor follows a link to one: until it arrives the page being left stays. */
export const LazyDetailSkeleton = lazy(() => import("./detail-skeleton").then((module) => ({ default: module.DetailSkeleton })));
