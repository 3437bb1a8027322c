export { manifestPath, siteIcons, themeColour } from "./icons";
export { webManifest } from "./manifest";
