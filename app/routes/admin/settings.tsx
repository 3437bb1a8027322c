import { SettingsEditor, settingsMessages, settingsSchema } from "~/features/settings";
import { getSettingsFormValues, saveSettings } from "~/features/settings/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/settings";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Configurações do Site — Painel Admin" }];

export async function loader() {
  return { settings: await getSettingsFormValues() };
}

export const action = ({ request }: Route.ActionArgs) => formAction(request, settingsSchema, saveSettings);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Configurações do Site</h1>
      <p className="mt-1 mb-4 text-steel-600">Medição, chat, tags de rastreamento e os dados da empresa exibidos no site.</p>
      <SettingsEditor initial={loaderData.settings} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => <LoadError heading="Configurações do Site" title={settingsMessages.loadError} message={message} />}
    />
  );
}
