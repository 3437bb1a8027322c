import { createStaticHandler, data, isRouteErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { handleError } from "./entry.server";

/** What React Router hands the entry for a response thrown as an error: a route error response. */
async function routeErrorOf(status: number) {
  const handler = createStaticHandler([
    {
      path: "/",
      loader: () => {
        throw data(null, { status });
      },
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const error = Object.values(context.errors ?? {})[0];
  expect(isRouteErrorResponse(error)).toBe(true);
  return error;
}

const args = { request: new Request("http://localhost/"), params: {}, context: undefined as never };

describe("the server's error log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs no refusal (405, 400, 404): each is an answer, not a failure", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    for (const status of [400, 404, 405]) handleError(await routeErrorOf(status), args);
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs a failure", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("banco indisponível"), args);
    handleError(await routeErrorOf(503), args);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
