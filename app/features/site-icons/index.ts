/** The site's icons and web manifest, drawn from its logo. */
export { manifestPath, siteIcons, themeColour } from "./icons";
export { webManifest } from "./manifest";
