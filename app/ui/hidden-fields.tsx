/** A value as [name, text] pairs, named the way Conform reads a form back ("tags[0].name"). */
function flatten(name: string, value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => flatten(`${name}[${index}]`, item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => flatten(`${name}.${key}`, item));
  if (value === undefined || value === null) return [];
  return [[name, String(value)]];
}

/**
 * A value the form's visible controls do not hold (a list edited in a dialog, an uploaded
 * file's address, a switch) as hidden inputs, so the form posts it with or without scripts.
 */
export function HiddenFields({ name, value }: { name: string; value: unknown }) {
  return flatten(name, value).map(([field, text]) => <input key={field} type="hidden" name={field} value={text} />);
}
