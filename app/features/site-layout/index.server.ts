export { getSiteChrome } from "./site-data.server";
