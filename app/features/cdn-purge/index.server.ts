export { requestPurge, startCdnPurges } from "./worker.server";
