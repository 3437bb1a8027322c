import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import type { z } from "zod";

const { coerceFormValue } = configureCoercion({
  // An empty field stays "" instead of undefined, so each schema's own text rules give their
  // pt-BR messages ("required", "at most N characters") in the browser and on the server.
  stripEmptyString: (value) => value,
  // A checkbox sends "on"; a switch or a list kept in hidden fields sends "true" or "false".
  type: { boolean: (text) => text === "on" || text === "true" },
});

/** A form's fields read with its schema: the same call in `onValidate` and in the route action. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema: coerceFormValue(schema), disableAutoCoercion: true });
}

/** Conform's errors by field name ("content.sections[0].title") as one message per dotted path ("content.sections.0.title"). */
export function errorsByPath(errors: Record<string, string[] | undefined>): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages?.[0];
    if (name !== "" && message) byPath[name.replace(/\[(\d+)\]/g, ".$1")] ??= message;
  }
  return byPath;
}
