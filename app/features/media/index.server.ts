/** The media library: uploaded images with their alt text, and where each is used; this is its server side. */
export { indexStoredUploads } from "./backfill.server";
export { MediaError, deleteMedia, imagesInUseWithoutAlt, mediaDetailsOf, storeMedia, updateMediaAlt } from "./library.server";
export { listMedia, pageOfMedia } from "./media-list.server";
export { mediaAction } from "./media-action.server";
