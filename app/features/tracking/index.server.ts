/** Third-party tags (Analytics, Tag Manager, pixels) and the rules for loading them; this is its server side. */
// The rules the server applies, without the components: a server module (and a test run
// outside Vite) never loads the browser's icon sprite through them.
export { readTrackingTags, withTrackingPixel } from "./tracking-tags";
