/** Third-party tags (Analytics, Tag Manager, pixels) and the rules for loading them. */
export { ThirdPartyTags } from "./components/third-party-tags";
export { TrackingTagManager } from "./components/tracking-tag-manager";
export { trackingTagListSchema } from "./tag-schema";
export { readTrackingTags, withTrackingPixel } from "./tracking-tags";
