import type { OutboxStatus } from "~/db/schema";

/** An e-mail of the outbox as the 'E-mails' screen shows it. */
export type OutboxRow = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
};

/** How the 'E-mails' screen names each state of an e-mail. */
export const outboxStatusLabels: Record<OutboxStatus, string> = { pending: "Pendente", sent: "Enviado", failed: "Falhou" };

const kindLabels: Record<string, string> = {
  "staff-notification": "Aviso à equipe",
  reply: "Resposta ao contato",
  "meeting-hold": "Reserva de reunião a confirmar",
  "meeting-confirmation": "Confirmação de reunião",
  "meeting-reminder": "Lembrete de reunião",
  "meeting-not-booked": "Reunião não agendada",
  digest: "Resumo do dia",
  "password-reset": "Redefinição de senha",
  invitation: "Convite para a equipe",
  "touch-alert": "Aviso de novo contato",
  proposal: "Proposta ao cliente",
  "proposal-notice": "Aviso de proposta",
  "lead-assigned": "Lead atribuído",
  "task-digest": "Tarefas do dia",
};

/** What an e-mail is, in staff's words; a kind not named here shows as stored. */
export const outboxKindLabel = (kind: string) => kindLabels[kind] ?? kind;
