/**
 * A random id for a list item created in the browser. getRandomValues works on plain
 * http too, where crypto.randomUUID is missing.
 */
export function newId(prefix: string) {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
