/** The value at a dotted path of an editor's values ("content.sections.0.title"). */
export function readAt(values: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/** A copy of the values with a new value at a dotted path; what is beside it is shared, not copied. */
export function writeAt<T>(values: T, path: string, next: unknown): T {
  const write = (node: unknown, [key, ...rest]: string[]): unknown => {
    if (key === undefined) return next;
    const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string, unknown>;
    copy[key] = write(copy[key], rest);
    return copy;
  };
  return write(values, path.split(".")) as T;
}
