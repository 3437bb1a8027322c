import { auth } from "./auth.server";

/** Ends the session; the headers clear the session cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const result = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return result.headers;
}
