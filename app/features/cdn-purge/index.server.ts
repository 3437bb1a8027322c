export { drainCdnPurges, requestPurge, startCdnPurges } from "./worker.server";
