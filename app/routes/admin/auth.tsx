import { useEffect, useState } from "react";
import { data, redirect, useFetcher, useNavigate, useSearchParams } from "react-router";
import { TwoFactorChallenge } from "~/features/auth/components/two-factor-challenge";
import { readLoginForm } from "~/features/auth/login-form.server";
import { validateLogin, type LoginMessage } from "~/features/auth/login-schema";
import { safeRedirectTarget } from "~/features/auth/redirect-target";
import { getStaffUser } from "~/features/auth/session.server";
import { signIn } from "~/features/auth/sign-in.server";
import { verifySignInCode } from "~/features/auth/two-factor.server";
import { requestInfoContext } from "~/lib/request-context";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/input";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: "Admin — Acesse o painel administrativo" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getStaffUser(request)) throw redirect(safeRedirectTarget(url.searchParams.get("redirectTo")));
  return null;
}

/** First e-mail and password; with two-factor on, then the app's code or a backup code. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readLoginForm(request);
  if (form.intent === "totp" || form.intent === "backup") {
    const result = await verifySignInCode({ method: form.intent, code: form.code }, request);
    if (result.ok) return data({ ok: true as const, step: "done" as const }, { headers: result.headers });
    if (result.restart) {
      const message = { title: "Verificação em duas etapas", description: result.message };
      return data({ ok: false as const, step: "credentials" as const, message }, { status: result.status });
    }
    return data({ ok: false as const, step: "code" as const, message: result.message }, { status: result.status });
  }
  const result = await signIn(
    { email: form.email, password: form.password },
    { headers: request.headers, clientIp: context.get(requestInfoContext).clientIp },
  );
  if (!result.ok) return data({ ok: false as const, step: "credentials" as const, message: result.message }, { status: result.status });
  return data({ ok: true as const, step: result.twoFactor ? ("code" as const) : ("done" as const) }, { headers: result.headers });
}

// After a successful sign-in the loader would send the visitor on at once; the spec
// shows the success text for 0.5 s first, and the component navigates itself.
export function shouldRevalidate() {
  return false;
}

const redirectDelayMs = 500;

export default function Login() {
  // "Voltar ao login" starts a new attempt: a fresh fetcher, without the last answer.
  const [attempt, setAttempt] = useState(0);
  const fetcher = useFetcher<typeof action>({ key: `login-${attempt}` });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [clientMessage, setClientMessage] = useState<LoginMessage | null>(null);
  const target = safeRedirectTarget(searchParams.get("redirectTo"));
  const submitting = fetcher.state !== "idle";
  const step = fetcher.data?.step ?? "credentials";
  const succeeded = step === "done";
  const message = clientMessage ?? (fetcher.data?.step === "credentials" ? fetcher.data.message : null);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, target]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const valid = validateLogin({ email: form.get("email"), password: form.get("password") });
    if (!valid.ok) {
      event.preventDefault();
      setClientMessage(valid.message);
      return;
    }
    setClientMessage(null);
  }

  return (
    <main id="conteudo" className="flex min-h-screen items-center justify-center bg-steel-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-steel-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-steel-900">Admin</h1>
        <p className="mt-1 text-center text-sm text-steel-600">Acesse o painel administrativo</p>

        {succeeded ? (
          <Alert tone="success" title="Login realizado com sucesso!" className="mt-6">
            Redirecionando para o painel...
          </Alert>
        ) : step === "code" ? (
          <TwoFactorChallenge
            fetcher={fetcher}
            serverMessage={fetcher.data?.ok === false && fetcher.data.step === "code" ? fetcher.data.message : undefined}
            onRestart={() => setAttempt((value) => value + 1)}
          />
        ) : (
          <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
            {message ? (
              <Alert tone="error" title={message.title}>
                {message.description}
              </Alert>
            ) : null}
            <div>
              <Label htmlFor="email">Email</Label>
              <Input id="email" name="email" type="email" autoComplete="username" inputMode="email" />
            </div>
            <div>
              <Label htmlFor="password">Senha</Label>
              <Input id="password" name="password" type="password" autoComplete="current-password" />
            </div>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? "Entrando..." : "Entrar"}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </main>
  );
}
