type SerializedError = { type: string; message: string; code?: string; stack?: string; cause?: SerializedError };

const failedQuery = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/;
// Databases and libraries quote the value they could not take: `invalid input syntax for type uuid: "…"`.
const quotedValue = /"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)=\([^()\n]*\)/g;

/** An error's message with no value a visitor may have sent: a failed query keeps its SQL, not its parameters. */
function messageOf(message: string) {
  const query = failedQuery.exec(message);
  if (query) return `Failed query: ${query[1]}`;
  return message.replace(quotedValue, "…").slice(0, 500);
}

/**
 * What the log keeps of an error: its type, code, message without quoted values, the code
 * locations of its stack and the same of its cause. Extra fields (a query's parameters, a
 * database error's detail with the row's values) are left out: they carry what visitors sent.
 */
export function errorWithoutVisitorText(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "" };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack
    ?.split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
  return {
    type: error.constructor?.name ?? error.name,
    message: messageOf(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorWithoutVisitorText(error.cause, depth + 1) } : {}),
  };
}
