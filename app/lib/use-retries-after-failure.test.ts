import { describe, expect, it } from "vitest";
import { mayPass, retryDelayMs } from "./use-retries-after-failure";

/** What `useRouteError` gives for an answer of this status. */
const routeError = (status: number) => ({ status, statusText: "", internal: false, data: null });

describe("the retries after a failed read", () => {
  it("are three, after 1, 2 and 4 s", () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, undefined, undefined]);
  });

  it("follow the server's failures and the connection's, not a refusal or a missing page", () => {
    expect(mayPass(new TypeError("Failed to fetch"))).toBe(true);
    expect(mayPass(new Error("Unexpected Server Error"))).toBe(true);
    expect(mayPass(routeError(502))).toBe(true);
    expect(mayPass(routeError(403))).toBe(false);
    expect(mayPass(routeError(404))).toBe(false);
    expect(mayPass(undefined)).toBe(false);
  });
});
