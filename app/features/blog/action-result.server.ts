import { data } from "react-router";
import { logger } from "~/lib/logger.server";
import type { PostFailure } from "./service.server";

const unexpected: PostFailure = { ok: false, status: 500, code: "unexpected", message: "" };

/**
 * A blog service answer as the route action's response, with its status. An unexpected
 * failure is logged and answered without detail, so the editor stays open with the
 * staff's text and shows its generic message.
 */
export async function answer<Result extends { ok: true } | PostFailure>(work: () => Promise<Result>) {
  try {
    const result = await work();
    return data(result, { status: result.ok ? 200 : result.status });
  } catch (error) {
    logger.error({ err: error }, "blog write failed unexpectedly");
    return data(unexpected, { status: 500 });
  }
}
