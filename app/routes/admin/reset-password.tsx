import { useNavigation } from "react-router";
import { AuthCard, ResetPasswordForm } from "~/features/auth";
import { resetPasswordAction, resetPasswordLoader } from "~/features/auth/index.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Admin — Redefinir senha" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: Route.LoaderArgs) => resetPasswordLoader(request);

export const action = ({ request }: Route.ActionArgs) => resetPasswordAction(request);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha a nova senha da sua conta no painel.">
      <ResetPasswordForm
        token={loaderData.token}
        state={loaderData.state}
        lastResult={actionData?.result}
        submitting={navigation.state === "submitting"}
      />
    </AuthCard>
  );
}
