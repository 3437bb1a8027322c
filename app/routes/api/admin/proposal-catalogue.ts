import { catalogueSearchResponse } from "~/features/proposals/index.server";
import type { Route } from "./+types/proposal-catalogue";

/** The proposal editor's search over the whole catalogue. */
export const loader = ({ request }: Route.LoaderArgs) => catalogueSearchResponse(request);
