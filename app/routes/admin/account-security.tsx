import { data } from "react-router";
import { accountSecurityAction, staffContext, twoFactorEnabled } from "~/features/auth/index.server";
import { TwoFactorSection } from "~/features/auth";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/account-security";

export const meta: Route.MetaFunction = () => [{ title: "Minha conta — Painel Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { email: context.get(staffContext)?.email ?? "", twoFactorEnabled: await twoFactorEnabled(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { id, email } = context.get(staffContext)!;
  const answer = await accountSecurityAction(request, { id, email, clientIp: context.get(requestInfoContext).clientIp });
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** 'Minha conta''s two-factor sign-in, under the name and the password (account.tsx). */
export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  return <TwoFactorSection enabled={loaderData.twoFactorEnabled} />;
}
