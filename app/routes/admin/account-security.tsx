import { data } from "react-router";
import { accountSecurityAction, staffContext, twoFactorEnabled } from "~/features/auth/index.server";
import { TwoFactorSection } from "~/features/auth";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/account-security";

export const meta: Route.MetaFunction = () => [{ title: "Segurança da conta — Painel Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { email: context.get(staffContext)?.email ?? "", twoFactorEnabled: await twoFactorEnabled(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { id, email } = context.get(staffContext)!;
  const answer = await accountSecurityAction(request, { id, email, clientIp: context.get(requestInfoContext).clientIp });
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-steel-900">Segurança da conta</h1>
      <p className="mt-1 mb-4 text-steel-600">Como {loaderData.email} entra no painel.</p>
      <TwoFactorSection enabled={loaderData.twoFactorEnabled} />
    </div>
  );
}
