export { indexStoredUploads } from "./backfill.server";
export {
  MediaError,
  deleteMedia,
  imagesInUseWithoutAlt,
  listMedia,
  mediaDetailsOf,
  storeMedia,
  updateMediaAlt,
  type MediaDetails,
  type MediaItem,
} from "./library.server";
export { findUsages, type MediaUsage } from "./usage.server";
