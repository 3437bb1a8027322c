/**
 * A random id for a list item created in the browser. getRandomValues works on plain
 * http too, where crypto.randomUUID is missing.
 */
export function newId(prefix: string) {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text can be a uuid column's value: the database refuses any other with an error. */
export function isUuid(text: string) {
  return uuidPattern.test(text);
}
