import { createContext } from "react-router";

export type RequestInfo = {
  /** The visitor's address as the HTTP server sees it (behind a proxy, per its trust setting). */
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

/** The Content-Security-Policy nonce of this response; empty where no policy is sent (tests). */
export const cspNonceContext = createContext<string>("");

/**
 * Where a method the address does not serve is refused (server/methods.ts), before any loader or
 * action runs: at the root, or by the staff guard once it has let the request through.
 */
export type MethodRefusal = "at-root" | "after-staff-guard";

export const refusedMethodContext = createContext<MethodRefusal | null>(null);
