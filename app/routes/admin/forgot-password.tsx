import { useNavigation } from "react-router";
import { AuthCard, ForgotPasswordForm } from "~/features/auth";
import { forgotPasswordAction, forgotPasswordLoader } from "~/features/auth/index.server";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Admin — Esqueci minha senha" }, { name: "robots", content: "noindex" }];

export const loader = () => forgotPasswordLoader();

export const action = ({ request, context }: Route.ActionArgs) => forgotPasswordAction(request, context.get(requestInfoContext).clientIp);

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle={
        loaderData.byMail
          ? "Informe o e-mail da sua conta para receber um link para criar uma nova senha."
          : "Uma nova senha começa com um link para redefini-la."
      }
    >
      <ForgotPasswordForm byMail={loaderData.byMail} lastResult={actionData?.result} submitting={navigation.state === "submitting"} />
    </AuthCard>
  );
}
