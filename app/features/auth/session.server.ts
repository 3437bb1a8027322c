import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { apiError, methodNotAllowedMessage } from "~/lib/api-response";
import { refusedMethodContext } from "~/lib/request-context";
import { actAs } from "~/lib/request-scope.server";
import { auth } from "./auth.server";
import { isStaffRole, mayUse, type StaffRole } from "./roles";

export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

export const staffContext = createContext<StaffUser | null>(null);

export async function getStaffUser(request: Request): Promise<StaffUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session || !session.user.active || !isStaffRole(session.user.role)) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name, role: session.user.role };
}

function loginPath(request: Request) {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  return `/admin/auth?redirectTo=${encodeURIComponent(target)}`;
}

const forbiddenMessage = "A sua função na equipe não dá acesso a esta página.";
const badRequestMessage = "Requisição inválida.";

function hasControlCharacter(text: string) {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The panel's screens pass their query (a search, a filter) to the database as it is, and the
 * database refuses a NUL: a control character, never valid in a search or a filter, is refused
 * here, where every address that reached an admin route passes, however it was spelled.
 */
function queryHasControlCharacter(request: Request) {
  for (const [name, value] of new URL(request.url).searchParams) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  }
  return false;
}

/**
 * Guard of every admin screen: anonymous visitors go to the login, remembering where they were
 * going; staff whose role does not include the route get the 403 screen (roles.ts).
 */
export const requireStaffPage: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  const user = await getStaffUser(request);
  if (!user) throw redirect(loginPath(request));
  if (!mayUse(user.role, pattern)) throw data({ message: forbiddenMessage }, { status: 403 });
  if (queryHasControlCharacter(request)) throw data({ message: badRequestMessage }, { status: 400 });
  // A method this screen does not serve (server/methods.ts), refused once the visitor is known.
  if (context.get(refusedMethodContext)) throw data(null, { status: 405, statusText: "Method Not Allowed" });
  context.set(staffContext, user);
  actAs(user);
};

/** Guard of every admin API: anonymous callers get 401, and a role without the route 403, in the API's error envelope. */
export const requireStaffApi: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  const user = await getStaffUser(request);
  if (!user) {
    throw apiError("Sessão expirada ou inexistente. Entre novamente.", 401, "unauthorized");
  }
  if (!mayUse(user.role, pattern)) throw apiError(forbiddenMessage, 403, "forbidden");
  if (queryHasControlCharacter(request)) throw apiError(badRequestMessage, 400, "bad_request");
  if (context.get(refusedMethodContext)) throw apiError(methodNotAllowedMessage, 405, "method_not_allowed");
  context.set(staffContext, user);
  actAs(user);
};
