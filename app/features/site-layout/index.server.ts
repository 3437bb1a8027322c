/** The public site's frame: header, footer, navigation and the data they show; this is its server side. */
export { getSiteChrome } from "./site-data.server";
