import { useEffect } from "react";
import { redirect, useNavigate, useNavigation, useSearchParams } from "react-router";
import { AuthCard, LoginForm, TwoFactorChallenge, safeRedirectTarget } from "~/features/auth";
import { loginAction, getStaffUser } from "~/features/auth/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { Alert } from "~/ui/alert";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [{ title: "Admin — Acesse o painel administrativo" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getStaffUser(request)) throw redirect(safeRedirectTarget(url.searchParams.get("redirectTo")));
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => loginAction(request, context.get(requestInfoContext).clientIp);

// After a successful sign-in the loader would send the visitor on at once; the screen
// shows the success text for 0.5 s first, and the component navigates itself.
export function shouldRevalidate() {
  return false;
}

const redirectDelayMs = 500;

export default function Login({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get("redirectTo"));
  const submitting = navigation.state === "submitting";
  const step = actionData?.step ?? "credentials";

  useEffect(() => {
    if (step !== "done") return;
    const timer = setTimeout(() => navigate(target, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [step, navigate, target]);

  return (
    <AuthCard title="Admin" subtitle="Acesse o painel administrativo">
      {step === "done" ? (
        <Alert tone="success" title="Login realizado com sucesso!" className="mt-6">
          Redirecionando para o painel...
          {/* Without scripts nothing navigates: the way on is a link. */}
          <noscript>
            <a href={target} className="mt-2 block font-medium underline">
              Ir para o painel
            </a>
          </noscript>
        </Alert>
      ) : step === "code" ? (
        <TwoFactorChallenge lastResult={actionData && "result" in actionData ? actionData.result : undefined} submitting={submitting} />
      ) : (
        <LoginForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} submitting={submitting} />
      )}
    </AuthCard>
  );
}
