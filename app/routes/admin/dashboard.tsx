import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Painel Admin" }];

export default function Dashboard() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-steel-900">Dashboard</h1>
      <p className="mt-1 text-steel-600">Visão geral do site, dos contatos e do atendimento virtual.</p>
    </div>
  );
}
