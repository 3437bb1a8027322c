import { activityActions, activityEntities } from "~/features/activity";
import { requestTypeLabel } from "~/features/contact";
import { leadStatusLabel } from "~/features/leads";
import { outboxKindLabel, outboxStatusLabels } from "~/features/notifications";
import { taskTypeLabel } from "~/features/tasks";
import type { OutboxStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import type { StoredRow } from "./person-export";

type StoredValue = StoredRow[string];

/** Each table the export reads, as the person reads it, in the export's order. */
const sectionLabels: Record<string, string> = {
  leads: "Cadastro como cliente em potencial (lead)",
  lead_events: "Histórico do atendimento",
  lead_tasks: "Tarefas do atendimento",
  contact_requests: "Mensagens enviadas pelo site",
  chat_sessions: "Conversas com o Atendente Virtual",
  agent_messages: "Mensagens das conversas",
  outbox_mails: "E-mails enviados",
  activity_log: "Registro de atividades da equipe",
  visits: "Visitas ao site",
  visitor_analytics: "Páginas visitadas",
};

const touchLabels = (when: "first" | "last", words: string) => ({
  [`${when}_source`]: `Origem do ${words}`,
  [`${when}_utm_source`]: `Campanha do ${words}: fonte (utm_source)`,
  [`${when}_utm_medium`]: `Campanha do ${words}: meio (utm_medium)`,
  [`${when}_utm_campaign`]: `Campanha do ${words}: nome (utm_campaign)`,
  [`${when}_landing_page`]: `Página de entrada do ${words}`,
});

/** Each stored column, by table, in the panel's words; a column not named here shows as stored. */
const fieldLabels: Record<string, Record<string, string>> = {
  leads: {
    id: "Identificador",
    name: "Nome",
    email: "E-mail",
    phone: "Telefone",
    company: "Empresa",
    meeting_at: "Reunião em",
    meeting_minutes: "Duração da reunião (minutos)",
    meeting_held_until: "Reunião reservada, aguardando confirmação até",
    meeting_token_hash: "Resumo criptográfico do link de confirmação",
    status: "Status",
    lost_reason: "Motivo da perda",
    lost_detail: "Detalhe da perda",
    value_cents: "Valor do negócio (centavos)",
    owner_id: "Responsável (identificador)",
    ...touchLabels("first", "primeiro contato"),
    ...touchLabels("last", "último contato"),
    last_touch_at: "Último contato em",
    deleted: "Excluído da lista",
    created_at: "Criado em",
    updated_at: "Atualizado em",
  },
  lead_events: {
    id: "Identificador",
    lead_id: "Lead (identificador)",
    kind: "Tipo",
    author_id: "Autor (identificador)",
    body: "Texto",
    data: "Detalhes",
    created_at: "Em",
  },
  lead_tasks: {
    id: "Identificador",
    lead_id: "Lead (identificador)",
    type: "Tipo",
    due_at: "Para",
    owner_id: "Responsável (identificador)",
    note: "Nota",
    done_at: "Concluída em",
    author_id: "Autor (identificador)",
    created_at: "Criada em",
  },
  contact_requests: {
    id: "Identificador",
    name: "Nome",
    email: "E-mail",
    phone: "Telefone",
    company: "Empresa",
    message: "Mensagem",
    type: "Tipo",
    source_page: "Página de origem",
    lead_id: "Lead (identificador)",
    read_at: "Lida em",
    created_at: "Enviada em",
  },
  chat_sessions: {
    session_id: "Conversa (identificador)",
    lead_id: "Lead (identificador)",
    state: "Estado da conversa",
    created_at: "Iniciada em",
    updated_at: "Atualizada em",
  },
  agent_messages: {
    id: "Identificador",
    lead_id: "Lead (identificador)",
    session_id: "Conversa (identificador)",
    message_type: "Quem escreveu",
    message_content: "Mensagem",
    timestamp_message: "Enviada em",
  },
  outbox_mails: {
    id: "Identificador",
    kind: "Tipo",
    dedupe_key: "Chave de envio único",
    lead_id: "Lead (identificador)",
    author_id: "Autor (identificador)",
    to: "Para",
    reply_to: "Responder para",
    from_name: "Nome do remetente",
    subject: "Assunto",
    text: "Texto",
    secret_link: "Link de acesso",
    attachments: "Anexos",
    status: "Situação",
    attempts: "Tentativas",
    next_attempt_at: "Próxima tentativa em",
    last_error: "Último erro",
    sent_at: "Enviado em",
    created_at: "Criado em",
  },
  activity_log: {
    id: "Identificador",
    at: "Em",
    actor_id: "Membro da equipe (identificador)",
    entity: "Sobre",
    entity_id: "Registro (identificador)",
    action: "Ação",
    label: "Descrição",
    fields: "Campos alterados",
  },
  visits: {
    id: "Identificador",
    session_id: "Sessão (identificador)",
    started_at: "Início",
    last_seen_at: "Última atividade",
    page_views: "Páginas vistas",
    engaged_ms: "Tempo de atenção (ms)",
    entry_path: "Página de entrada",
    referrer_host: "Site de origem",
    source: "Origem",
    utm_source: "Campanha: fonte (utm_source)",
    utm_medium: "Campanha: meio (utm_medium)",
    utm_campaign: "Campanha: nome (utm_campaign)",
    device: "Dispositivo",
  },
  visitor_analytics: {
    id: "Identificador",
    visit_id: "Visita (identificador)",
    engaged_ms: "Tempo de atenção (ms)",
    session_id: "Sessão (identificador)",
    page_path: "Página",
    referrer: "Veio de",
    user_agent: "Navegador",
    visited_at: "Visitada em",
  },
};

const eventKindLabels: Record<string, string> = {
  note: "Nota",
  status: "Mudança de status",
  owner: "Mudança de responsável",
  task: "Tarefa criada",
  task_done: "Tarefa concluída",
  task_reopened: "Tarefa reaberta",
  meeting_booked: "Reunião agendada",
  meeting_confirmed: "Reunião confirmada",
  meeting_expired: "Reserva expirada sem confirmação",
  meeting_cancelled: "Reunião cancelada",
};

const writerLabels: Record<string, string> = { user: "Visitante", assistant: "Atendente Virtual" };

const wordsOf = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;

/** Values staff read as words on the panel, read the same way here. */
const valueWords: Record<string, Record<string, (value: string) => string>> = {
  leads: { status: leadStatusLabel },
  lead_events: { kind: wordsOf(eventKindLabels) },
  lead_tasks: { type: taskTypeLabel },
  contact_requests: { type: requestTypeLabel },
  agent_messages: { message_type: wordsOf(writerLabels) },
  outbox_mails: { kind: outboxKindLabel, status: (value) => outboxStatusLabels[value as OutboxStatus] ?? value },
  activity_log: { entity: wordsOf(activityEntities), action: wordsOf(activityActions) },
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A stored value as the person reads it: instants as dd/MM/yyyy HH:mm in São Paulo, days as
 * dd/MM/yyyy, yes or no, statuses and kinds in the panel's words; lists and objects as they are.
 */
export function readableValue(table: string, column: string, value: StoredValue): StoredValue {
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value !== "string") return value;
  const words = valueWords[table]?.[column];
  if (words) return words(value);
  if (isoInstant.test(value)) return formatDateTime(value);
  const day = calendarDay.exec(value);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : value;
}

export const sectionLabel = (table: string) => sectionLabels[table] ?? table;
export const fieldLabel = (table: string, column: string) => fieldLabels[table]?.[column] ?? column;
