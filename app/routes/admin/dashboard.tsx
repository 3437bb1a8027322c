import { RecentActivityCard } from "~/features/activity";
import { staffContext } from "~/features/auth/index.server";
import { DashboardHeader, DashboardLoadError, QuickActions, SalesSummary, StatCards, useDashboardRefresh } from "~/features/dashboard";
import { dashboardData } from "~/features/dashboard/index.server";
import { OpenLeadsCard } from "~/features/leads";
import { WaitingLeadsCard } from "~/features/reminders";
import { MyTasksCard } from "~/features/tasks";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Painel Admin" }];

export const loader = ({ context }: Route.LoaderArgs) => dashboardData(context.get(staffContext)!);

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, meetings, sales, content, recent, waiting, openLeads, tasks } = loaderData;
  const refresh = useDashboardRefresh();
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <DashboardHeader {...refresh} />
      <StatCards stats={stats} />
      {tasks ? <MyTasksCard tasks={tasks} /> : null}
      {waiting ? <WaitingLeadsCard data={waiting} /> : null}
      {content ? <QuickActions stats={stats} /> : null}
      {sales ? <SalesSummary stats={stats} meetings={meetings} /> : null}
      {sales ? <OpenLeadsCard rows={openLeads} /> : null}
      {recent ? <RecentActivityCard items={recent} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpected={({ message }) => <DashboardLoadError message={message} />} />;
}
