/** The media library: uploaded images with their alt text, and where each is used. */
export { MediaCard } from "./components/media-card";
export { MediaFiltersForm } from "./components/media-filters-form";
export { libraryUploadTypes, mediaListSizes } from "./media-filters";
export { mediaAltSchema } from "./schema";
