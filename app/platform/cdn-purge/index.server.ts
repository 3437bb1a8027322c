/** Telling a CDN to drop its copies of pages whose tags changed, durably and with retries. */
export { requestPurge, startCdnPurges } from "./worker.server";
