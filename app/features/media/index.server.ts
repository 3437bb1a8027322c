export { indexStoredUploads } from "./backfill.server";
export { MediaError, deleteMedia, imagesInUseWithoutAlt, listMedia, mediaDetailsOf, storeMedia, updateMediaAlt } from "./library.server";
