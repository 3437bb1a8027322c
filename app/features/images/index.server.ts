export { serveImage } from "./image-route.server";
