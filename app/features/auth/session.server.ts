import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { apiError } from "~/lib/api-response";
import { auth } from "./auth.server";

export type StaffUser = { id: string; email: string; name: string };

export const staffContext = createContext<StaffUser | null>(null);

export async function getStaffUser(request: Request): Promise<StaffUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

function loginPath(request: Request) {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  return `/admin/auth?redirectTo=${encodeURIComponent(target)}`;
}

/** Guard of every admin screen: anonymous visitors go to the login, remembering where they were going. */
export const requireStaffPage: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await getStaffUser(request);
  if (!user) throw redirect(loginPath(request));
  context.set(staffContext, user);
};

/** Guard of every admin API: anonymous callers get 401 in the API's error envelope. */
export const requireStaffApi: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await getStaffUser(request);
  if (!user) {
    throw apiError("Sessão expirada ou inexistente. Entre novamente.", 401, "unauthorized");
  }
  context.set(staffContext, user);
};
