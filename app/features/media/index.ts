export { MediaCard } from "./components/media-card";
export { mediaAltSchema, mediaDeleteSchema } from "./schema";
