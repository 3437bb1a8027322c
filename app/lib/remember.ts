// One map per process on globalThis: in development the server modules are reloaded on each
// change, and a database handle, a rate limiter or a cache must outlive that.
const scope = globalThis as typeof globalThis & { __remembered?: Map<string, unknown> };
const remembered = (scope.__remembered ??= new Map());

/** The process's value under a name, made the first time it is asked for. */
export function remember<T>(name: string, make: () => T): T {
  if (!remembered.has(name)) remembered.set(name, make());
  return remembered.get(name) as T;
}

/** The value under a name, if one was made. */
export function recall<T>(name: string): T | undefined {
  return remembered.get(name) as T | undefined;
}

/** Drops the value under a name: the next `remember` makes a new one. */
export function forget(name: string) {
  remembered.delete(name);
}
