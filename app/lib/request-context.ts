import { createContext } from "react-router";

export type RequestInfo = {
  /** The visitor's address as the HTTP server sees it (behind a proxy, per its trust setting). */
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });
