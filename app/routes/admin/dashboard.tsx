import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, FilePlus, FileText, Inbox, MessageSquare, Newspaper, PenSquare, RefreshCw, UserPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ActivityList, type ActivityItem } from "~/features/activity";
import { recentActivity } from "~/features/activity/index.server";
import { MeetingsCard, fetchJson, meetingsQuery, statsQuery, type MeetingItem } from "~/features/dashboard";
import { getDashboardStats, type DashboardStats } from "~/features/dashboard/index.server";
import { mayUse } from "~/features/auth";
import { staffContext } from "~/features/auth/index.server";
import { OpenLeadsCard } from "~/features/leads";
import { listUpcomingMeetings, openLeadsByOwner } from "~/features/leads/index.server";
import { WaitingLeadsCard, type WaitingLeadsData } from "~/features/reminders";
import { MyTasksCard, type MyTasks } from "~/features/tasks";
import { myTasks } from "~/features/tasks/index.server";
import { waitingLeadsData } from "~/features/reminders/index.server";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import type { Route } from "./+types/dashboard";
import { countOf } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Painel Admin" }];

const withIsoDue = <T extends { dueAt: Date }>(task: T) => ({ ...task, dueAt: task.dueAt.toISOString() });

export async function loader({ context }: Route.LoaderArgs) {
  const { role, id } = context.get(staffContext)!;
  // Each role sees its own part of the panel: the contacts and meetings for sales, the content shortcuts for editors.
  const sales = mayUse(role, "/admin/messages");
  const content = mayUse(role, "/admin/pages");
  const activity = mayUse(role, "/admin/activity");
  const [stats, meetings, recent, waiting, openLeads, tasks] = await Promise.all([
    getDashboardStats(),
    sales ? listUpcomingMeetings() : [],
    activity ? recentActivity() : null,
    sales ? waitingLeadsData() : null,
    sales ? openLeadsByOwner() : [],
    sales ? myTasks(id) : null,
  ]);
  return {
    sales,
    content,
    stats,
    recent,
    waiting,
    openLeads,
    tasks: tasks && {
      late: tasks.late.map(withIsoDue),
      today: tasks.today.map(withIsoDue),
      next: tasks.next.map(withIsoDue),
    },
    meetings: meetings.map((meeting) => ({
      ...meeting,
      meetingAt: meeting.meetingAt?.toISOString() ?? "",
      meetingHeldUntil: meeting.meetingHeldUntil?.toISOString() ?? null,
    })),
  };
}

function StatCard({ label, value, detail, icon }: { label: string; value: number; detail: string; icon: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-steel-700">{label}</h2>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold text-steel-900">{value}</p>
      <p className="mt-1 text-xs text-steel-600">{detail}</p>
    </Card>
  );
}

function QuickAction({ to, label, detail, icon }: { to: string; label: string; detail: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-card border border-steel-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800">{icon}</span>
      <span>
        <span className="block font-semibold text-steel-900">{label}</span>
        <span className="block text-xs text-steel-600">{detail}</span>
      </span>
    </Link>
  );
}

type Initial = {
  stats: DashboardStats;
  meetings: MeetingItem[];
  sales: boolean;
  content: boolean;
  recent: ActivityItem[] | null;
  waiting: WaitingLeadsData | null;
  openLeads: Array<{ ownerId: string | null; ownerName: string | null; total: number; valueCents: number }>;
  tasks: MyTasks | null;
};

function DashboardContent({ initial }: { initial: Initial }) {
  const queryClient = useQueryClient();
  const stats = useQuery({
    ...statsQuery,
    queryFn: () => fetchJson<DashboardStats>("/api/admin/dashboard/stats", "Erro ao carregar estatísticas"),
    initialData: initial.stats,
  });
  const meetings = useQuery({
    ...meetingsQuery,
    queryFn: () => fetchJson<{ meetings: MeetingItem[] }>("/api/admin/dashboard/meetings", "Erro ao buscar reuniões"),
    initialData: { meetings: initial.meetings },
    enabled: initial.sales,
  });
  const refreshing = stats.isFetching || meetings.isFetching;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
  const data = stats.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-steel-900">Dashboard</h1>
          <p className="mt-1 text-steel-600">Visão geral do site, dos contatos e do atendimento virtual.</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden className={refreshing ? "size-4 animate-spin" : "size-4"} />
          Atualizar
        </Button>
      </div>

      {stats.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <p>Erro ao carregar estatísticas</p>
          <Button variant="outline" size="sm" onClick={refresh}>
            Tentar novamente
          </Button>
        </div>
      ) : null}

      <section aria-label="Estatísticas" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Leads Agente IA"
          value={data.leadsLast7Days}
          detail="Últimos 7 dias"
          icon={<UserPlus aria-hidden className="size-5 text-brand-700" />}
        />
        <StatCard
          label="Contatos Site"
          value={data.contactsLast7Days}
          detail="Últimos 7 dias"
          icon={<Inbox aria-hidden className="size-5 text-brand-700" />}
        />
        <StatCard
          label="Mensagens Agente IA"
          value={data.agentConversations}
          detail="Total de conversas"
          icon={<MessageSquare aria-hidden className="size-5 text-brand-700" />}
        />
        <StatCard
          label="Reuniões Agendadas"
          value={data.upcomingMeetings}
          detail="Pendentes"
          icon={<CalendarCheck aria-hidden className="size-5 text-brand-700" />}
        />
      </section>

      {initial.tasks ? <MyTasksCard tasks={initial.tasks} /> : null}

      {initial.waiting ? <WaitingLeadsCard initial={initial.waiting} /> : null}

      {initial.content ? (
        <section aria-labelledby="acoes-rapidas">
          <h2 id="acoes-rapidas" className="mb-3 text-lg font-semibold text-steel-900">
            Ações rápidas
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <QuickAction
              to="/admin/pages/new"
              label="Nova Página"
              detail="Produto, serviço ou importado"
              icon={<FilePlus aria-hidden className="size-5" />}
            />
            <QuickAction
              to="/admin/blog/new"
              label="Novo Post"
              detail="Artigo para o blog"
              icon={<PenSquare aria-hidden className="size-5" />}
            />
            <QuickAction
              to="/admin/pages"
              label="Gerenciar Páginas"
              detail={countOf(data.pages, "página", "páginas")}
              icon={<FileText aria-hidden className="size-5" />}
            />
            <QuickAction
              to="/admin/blog"
              label="Gerenciar Blog"
              detail={`${countOf(data.posts, "post", "posts")}, ${countOf(data.publishedPosts, "publicado", "publicados")}`}
              icon={<Newspaper aria-hidden className="size-5" />}
            />
          </div>
        </section>
      ) : null}

      {initial.sales ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-steel-900">Contatos do Site</h2>
            <p className="mt-2 text-sm text-steel-700">
              {countOf(data.contactsTotal, "mensagem recebida", "mensagens recebidas")}, {data.contactsLast7Days} nos últimos 7 dias.
            </p>
            <Link to="/admin/messages" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
              Ver todos
            </Link>
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-steel-900">Atendente Virtual</h2>
            <p className="mt-2 text-sm text-steel-700">
              {countOf(data.agentConversations, "conversa", "conversas")},{" "}
              {countOf(data.agentMessages, "mensagem trocada", "mensagens trocadas")}.
            </p>
            <Link to="/admin/agent-messages" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
              Ver conversas
            </Link>
          </Card>
          <MeetingsCard meetings={meetings.data.meetings} />
        </div>
      ) : null}

      {initial.sales ? <OpenLeadsCard rows={initial.openLeads} /> : null}

      {initial.recent ? (
        <Card className="p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-steel-900">Atividade recente</h2>
            <Link to="/admin/activity" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
              Ver toda a atividade
            </Link>
          </div>
          <ActivityList items={initial.recent} emptyText="Nenhuma atividade recente registrada" />
        </Card>
      ) : null}
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardContent initial={loaderData} />
    </QueryClientProvider>
  );
}
