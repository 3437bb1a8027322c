/** The one error envelope of the API: `{ error: { message, code } }`. */
export function apiError(message: string, status: number, code = "error") {
  return Response.json({ error: { message, code } }, { status });
}

export const methodNotAllowedMessage = "Método não permitido";

/** 405 in the API's envelope, with the `Allow` header RFC 9110 requires: the methods the address serves. */
function methodNotAllowed(allowed: readonly string[]) {
  const answer = apiError(methodNotAllowedMessage, 405, "method_not_allowed");
  answer.headers.set("Allow", allowed.join(", "));
  return answer;
}

type ChangingMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * An API action that serves only these methods. React Router hands it every method but GET and
 * HEAD; the others get 405. The server reads `methods` before the route runs, so it answers any
 * other method, and names these in `Allow`, the same way (server/methods.ts).
 */
export function acceptOnly<Args extends { request: Request }, Result>(
  methods: readonly ChangingMethod[],
  action: (args: Args) => Promise<Result>,
) {
  const served: readonly string[] = methods;
  return Object.assign(
    async (args: Args): Promise<Result | Response> => (served.includes(args.request.method) ? action(args) : methodNotAllowed(methods)),
    { methods },
  );
}
