/** The one error envelope of the API: `{ error: { message, code } }`. */
export function apiError(message: string, status: number, code = "error") {
  return Response.json({ error: { message, code } }, { status });
}
