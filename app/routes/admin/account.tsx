import { Link, Outlet } from "react-router";
import { AccountNameForm } from "~/features/account";
import { accountNameAction } from "~/features/account/index.server";
import { staffContext } from "~/features/auth/index.server";
import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Minha conta — Painel Admin" }];

export function loader({ context }: Route.LoaderArgs) {
  const { name, email } = context.get(staffContext)!;
  return { name, email };
}

export const action = ({ request, context }: Route.ActionArgs) => accountNameAction(request, context.get(staffContext)!.id);

/** Every staff member's own account: the name, the password and, below (the index route), two-factor sign-in. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-steel-900">Minha conta</h1>
        <p className="mt-1 wrap-anywhere text-steel-600">Você entra no painel como {loaderData.email}.</p>
      </div>
      <FormSection title="Nome">
        <AccountNameForm name={loaderData.name} lastResult={actionData?.result} />
      </FormSection>
      <FormSection title="Senha" description="Para trocar a senha, enviamos um link ao seu e-mail: ele vale 1 hora.">
        <Link to="/admin/auth/forgot-password" className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
          Trocar a senha por e-mail
        </Link>
      </FormSection>
      <Outlet />
    </div>
  );
}
