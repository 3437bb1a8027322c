import { z } from "~/lib/zod";

/**
 * How long a CDN or a proxy in front of the site keeps a public page (`s-maxage`), and how long
 * after that it may still show its copy while it fetches the page again
 * (`stale-while-revalidate`); a site setting, in seconds.
 */
export const sharedCacheKey = "shared_cache";

export const defaultSharedCache = { max_age: 60, stale_while_revalidate: 600 };

export const sharedCacheBounds = { max_age: 86_400, stale_while_revalidate: 604_800 } as const;

const seconds = (max: number, what: string) => {
  const message = `Informe ${what} em segundos, um número inteiro de 0 a ${max.toLocaleString("pt-BR")}`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
};

export const sharedCacheSchema = z.object({
  max_age: seconds(sharedCacheBounds.max_age, "o tempo no cache da CDN"),
  stale_while_revalidate: seconds(sharedCacheBounds.stale_while_revalidate, "o tempo de cópia antiga"),
});

export type SharedCacheSetting = z.output<typeof sharedCacheSchema>;

/** The stored times, each one its default when missing or unreadable. */
export function readSharedCache(value: unknown): SharedCacheSetting {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const field = (name: keyof SharedCacheSetting) => {
    const parsed = sharedCacheSchema.shape[name].safeParse(stored[name]);
    return parsed.success ? parsed.data : defaultSharedCache[name];
  };
  return { max_age: field("max_age"), stale_while_revalidate: field("stale_while_revalidate") };
}
