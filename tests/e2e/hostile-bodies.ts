import fc from "fast-check";

/** Strings that have broken servers: control characters, NUL, lone surrogates, markup, SQL, huge. */
export const hostileString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "nome\u0000nulo",
      "\uD800",
      "\uDFFF\uD800",
      "\u202Eevil",
      "\r\n\t\b\f\v",
      "<script>window.__xss=1</script>",
      '"><svg onload=alert(1)>',
      "javascript:alert(1)",
      "'; drop table contact_requests; --",
      "%00%ff%E0%A4%A",
      "../../../../etc/passwd",
      "{{7*7}}${7*7}",
      "🙂".repeat(300),
      "é".normalize("NFD").repeat(500),
    ),
    weight: 4,
  },
  { arbitrary: fc.integer({ min: 1, max: 70_000 }).map((length) => "x".repeat(length)), weight: 1 },
);

const scalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
);

/** Any JSON value, strings hostile, nested a few levels. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "prototype")), tie("value"), {
    maxKeys: 4,
  }),
})).value;

/** Bodies that are not JSON at all, or JSON that pollutes prototypes once parsed carelessly. */
const rawText = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    '{"name":',
    "[1,2,",
    "null",
    "[]",
    '"texto"',
    "1e999",
    "undefined",
    "\u0000",
    '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"name":"a","name":{"__proto__":{"polluted":"yes"}}}',
    "name=Ana&email=ana%40exemplo.com&message=oi",
    '<?xml version="1.0"?><a>&xxe;</a>',
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--',
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.integer({ min: 1, max: 10 }).map((depth) => "[".repeat(depth * 2000) + "]".repeat(depth * 2000)),
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "",
);

export type HostileRequest = { body: string; contentType: string; clientIp: string; cookie?: string };

const clientIp = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

const cookie = fc.option(
  fc.oneof(
    fc.constantFrom("better-auth.session_token=abc.def", "better-auth.session_token=%E0%A4%A", "a=b; ; =;;", "__proto__=x"),
    hostileString.map((text) => `better-auth.session_token=${encodeURIComponent(wellFormed(text)).slice(0, 4000)}`),
  ),
  { nil: undefined },
);

/** A valid text with a control character slipped in (NUL, bell, escape, a lone surrogate, right-to-left override). */
function withControlCharacter(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== "string") return fc.constant(value);
  return fc
    .tuple(fc.nat(value.length), fc.constantFrom("\u0000", "\u0007", "\u001b", "\uD800", "\u202E", "\uFEFF"))
    .map(([at, character]) => `${value.slice(0, at)}${character}${value.slice(at)}`);
}

/**
 * Requests built around a valid body: each field kept, given a control character, dropped or
 * replaced by a hostile value,
 * with extra keys; or any JSON value; or text that is no JSON at all. Sent as JSON or not.
 */
export function hostileRequests(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<HostileRequest> {
  const mutated = valid.chain((fields) =>
    fc
      .tuple(
        fc.tuple(
          ...Object.keys(fields).map((key) =>
            fc
              .oneof(
                { weight: 3, arbitrary: fc.constant(fields[key]) },
                { weight: 1, arbitrary: withControlCharacter(fields[key]) },
                { weight: 1, arbitrary: hostileValue },
                { weight: 1, arbitrary: fc.constant(undefined) },
              )
              .map((value) => [key, value] as const),
          ),
        ),
        fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("__proto__", "constructor")), hostileValue, { maxKeys: 3 }),
      )
      .map(([entries, extra]) => JSON.stringify({ ...extra, ...Object.fromEntries(entries) })),
  );
  const body = fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: valid.map((fields) => JSON.stringify(fields)) },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? "") },
    { weight: 2, arbitrary: rawText },
  );
  return fc.record({ body, contentType, clientIp, cookie });
}

export const sessionId = fc.stringMatching(/^[A-Za-z0-9-]{8,64}$/);

export const browserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** Lone surrogates cannot be percent-encoded; they become U+FFFD as a browser would send them. */
export function wellFormed(text: string) {
  return text.replace(/\p{Cs}/gu, "\uFFFD");
}
