import { logger } from "~/lib/logger.server";
import { remember } from "~/lib/remember";
import { auth } from "./auth.server";

type Queue = { tail: Promise<void> };

const queue = () => remember<Queue>("password-reset-queue", () => ({ tail: Promise.resolve() }));

/**
 * Looks the address up, stores its link and writes its e-mail after the page has answered, one
 * request after the other: the answer takes as long whether the address has an account or not.
 */
export function queueResetRequest(email: string) {
  const work = async () => {
    // Once the answer is on its way: the lookup and writes share no turn of the event loop with it.
    await new Promise((resolve) => setImmediate(resolve));
    await auth().api.requestPasswordReset({ body: { email } });
  };
  const pending = queue();
  pending.tail = pending.tail.then(work).catch((error: unknown) => {
    logger.error({ err: error }, "password reset request failed");
  });
}

/** Resolves once every reset request queued so far has been handled. */
export function queuedResetRequestsDone(): Promise<void> {
  return queue().tail;
}
