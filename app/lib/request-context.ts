import { createContext } from "react-router";

export type RequestInfo = {
  /** The visitor's address as the HTTP server sees it (behind a proxy, per its trust setting). */
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

/** The Content-Security-Policy nonce of this response; empty where no policy is sent (tests). */
export const cspNonceContext = createContext<string>("");
