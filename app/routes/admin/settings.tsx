import { SettingsEditor } from "~/features/settings/components/settings-editor";
import { getSettingsFormValues } from "~/features/settings/queries.server";
import { settingsMessages } from "~/features/settings/schema";
import { saveSettings } from "~/features/settings/service.server";
import { saveAction } from "~/lib/save-action.server";
import { EditorLoadError } from "~/ui/editor-load-error";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Configurações do Site — Painel Admin" }];

export async function loader() {
  return { settings: await getSettingsFormValues() };
}

export const action = ({ request }: Route.ActionArgs) => saveAction(request, saveSettings);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Configurações do Site</h1>
      <p className="mt-1 mb-4 text-steel-600">Medição, chat, tags de rastreamento e os dados da empresa exibidos no site.</p>
      <SettingsEditor initial={loaderData.settings} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorLoadError heading="Configurações do Site" title={settingsMessages.loadError} error={error} />;
}
