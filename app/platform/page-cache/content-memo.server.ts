import { currentDatabase } from "~/db/client.server";
import { invalidatedSince, invalidationMark } from "./page-cache.server";
import type { CacheTag } from "./tags";

type Entry = { value: Promise<unknown>; mark: number; loadedAt: number; tags: readonly CacheTag[] };

// One memo per open database: tests and scripts that switch databases never see another one's rows.
const memos = new WeakMap<object, Map<string, Entry>>();

/**
 * The longest a memo is trusted without an invalidation: writes that reach the database by
 * another way than the services (a script on a PostgreSQL server, a restore) show after it.
 */
export const contentMemoLifetimeMs = 10_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Site-wide content read on every public page (settings, the home page, the latest cards),
 * kept in memory until a write invalidates one of its tags, here or on another instance
 * (the same tags and notifications as the page cache), or for {@link contentMemoLifetimeMs}.
 * Requests arriving together share one read. Keys are fixed by the code, never taken from a
 * request, so the memo holds a handful of entries. The value is frozen: callers share it.
 */
export function rememberContent<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
  const handle = currentDatabase();
  if (!handle) return load();
  let memo = memos.get(handle);
  if (!memo) memos.set(handle, (memo = new Map()));
  const held = memo.get(key);
  if (held && !invalidatedSince(held.mark, held.tags) && Date.now() - held.loadedAt < contentMemoLifetimeMs) {
    return held.value as Promise<T>;
  }
  // Marked before reading: a write that lands while the read runs makes the next request read again.
  const entry: Entry = { value: load().then(deepFreeze), mark: invalidationMark(), loadedAt: Date.now(), tags };
  memo.set(key, entry);
  entry.value.catch(() => {
    if (memo.get(key) === entry) memo.delete(key);
  });
  return entry.value as Promise<T>;
}
