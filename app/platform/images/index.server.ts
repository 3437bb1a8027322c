/** Images resized and re-encoded on request (WebP, AVIF, JPEG), kept once made. */
export { serveImage } from "./image-route.server";
