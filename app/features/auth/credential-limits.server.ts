import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { consumePoint, createRateLimiter } from "~/platform/security/index.server";
import { logger } from "~/lib/logger.server";
import { forget, remember } from "~/lib/remember";
import { knownDevice } from "./device-cookie.server";

type Limiters = {
  perIp: RateLimiterAbstract;
  perEmailAndIp: RateLimiterAbstract;
  perAccount: RateLimiterAbstract;
  perDevice: RateLimiterAbstract;
};

const window = 15 * 60;

function limiters(): Limiters {
  return remember<Limiters>("credential-limiters", () => {
    const { perIp, perEmail, perAccount } = config().loginRateLimit;
    return {
      // Every password checked from one address counts.
      perIp: createRateLimiter({ keyPrefix: "login_ip", points: perIp, durationSeconds: window }),
      // The checks on one e-mail from one address, without the account's device cookie.
      perEmailAndIp: createRateLimiter({ keyPrefix: "login_email_ip", points: perEmail, durationSeconds: window }),
      // Every address without the device cookie shares this one: more addresses buy no more
      // guesses. Once over, the account refuses them all for the whole window.
      perAccount: createRateLimiter({ keyPrefix: "login_account", points: perAccount, durationSeconds: window, blockSeconds: window }),
      // A browser that signed in to the account before counts on its own, so the lockout above
      // never keeps the account's owner out.
      perDevice: createRateLimiter({ keyPrefix: "login_device", points: perEmail, durationSeconds: window }),
    };
  });
}

export function resetLoginLimiters() {
  forget("credential-limiters");
}

/** A password check the limits let through; `passed` gives back what a right password should not cost. */
type CredentialAttempt = { accountId: string | undefined; passed: () => Promise<void> };

async function accountIdOf(email: string) {
  const [account] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return account?.id;
}

/**
 * Takes the points of one password check of an account (sign-in, or confirming the password
 * when signed in) before the password is checked, so parallel guesses cannot all get past a
 * counter read first and written after. Null when a limit refuses the check.
 */
export async function takeCredentialAttempt(
  email: string,
  request: { headers: Headers; clientIp: string },
): Promise<CredentialAttempt | null> {
  const { perIp, perEmailAndIp, perAccount, perDevice } = limiters();
  const refused = () => {
    logger.warn({ event: "login_rate_limited" }, "password check refused by the rate limit");
    return null;
  };
  if (!(await consumePoint(perIp, request.clientIp))) return refused();
  const accountId = await accountIdOf(email);
  const device = await knownDevice(request.headers, accountId);
  if (device) {
    if (!(await consumePoint(perDevice, device))) return refused();
    return { accountId, passed: async () => void (await perDevice.delete(device)) };
  }
  const attemptKey = `${email} ${request.clientIp}`;
  if (!(await consumePoint(perEmailAndIp, attemptKey)) || !(await consumePoint(perAccount, email))) return refused();
  return {
    accountId,
    passed: async () => {
      await perEmailAndIp.delete(attemptKey);
      // Only failures count towards the account's lockout.
      await perAccount.reward(email, 1);
    },
  };
}
