/** A value's dotted path ("content.areas.0.title", as zod names it) as its form field's name ("content.areas[0].title"). */
export function fieldName(path: string) {
  return path.split(".").reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}
