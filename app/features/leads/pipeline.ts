import { z } from "~/lib/zod";
import type { LeadStatus } from "~/db/schema";
import { leadStatuses } from "~/db/schema";
import { maxLengthMessage } from "~/lib/form-rules";
import { maxPriceCents, parsePrice } from "~/lib/money";
import { leadEmailSchema } from "./contact-rules";

/** Still being worked: what the board, the dashboard and the owners' counts call open. */
export const openLeadStatuses = ["novo", "em_atendimento", "proposta_enviada"] as const satisfies readonly LeadStatus[];

export const pipelineBounds = { lostReason: 60, lostDetail: 500, note: 5000, replySubject: 200, replyBody: 10000 } as const;

/** What staff read when a change to a lead is refused or done. */
export const pipelineMessages = {
  lostReason: "Escolha o motivo da perda para marcar o lead como Perdido.",
  lostReasonUnknown: "Escolha um dos motivos de perda da lista.",
  value: "Valor inválido. Use o formato 1.234,56",
  valueZero: "O valor deve ser maior que zero. Deixe em branco para tirar o valor",
  valueTooHigh: "O valor pode ser de até R$ 99.999.999,99",
  invalidStatus: "Escolha um status válido.",
  owner: "Escolha um membro ativo da equipe comercial.",
  note: "Escreva a nota antes de salvar.",
  replySubject: "Informe o assunto da resposta.",
  replyBody: "Escreva o texto da resposta.",
  leadNotFound: "Lead não encontrado ou já excluído.",
  noStaffEmail: "Sua conta não tem e-mail para receber a resposta do visitante.",
  statusSaved: "Status do lead atualizado.",
  ownerSaved: "Responsável atualizado.",
  valueSaved: "Valor do negócio atualizado.",
  noteSaved: "Nota registrada.",
  replySent: "Resposta enviada. Ela aparece na linha do tempo e segue pela fila de envio.",
  touchAlertsOn: "Você receberá um e-mail a cada novo contato dos seus leads.",
  touchAlertsOff: "Você não receberá mais e-mails de novos contatos dos seus leads.",
  unchanged: "Nada mudou.",
  emailSaved: "E-mail adicionado ao lead.",
  emailKnown: "Este lead já tem e-mail.",
  noEmail: "Este lead não tem e-mail: adicione o e-mail em Contato para responder por aqui.",
  deleted: (name: string) => `Lead ${name} excluído com sucesso!`,
  meetingCancelled: "Reunião cancelada.",
  meetingNotFound: "Reunião não encontrada ou já cancelada.",
} as const;

export const leadIdField = z.uuid({ error: pipelineMessages.leadNotFound });
const leadId = leadIdField;

/** Text typed in a box: line ends as one "\n" whatever the browser sent, trimmed. */
const typedText = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, message).max(max, maxLengthMessage(max)));

export const leadStatusFormSchema = z
  .object({
    intent: z.literal("status"),
    leadId,
    status: z.enum(leadStatuses, { error: pipelineMessages.invalidStatus }),
    // One of the reasons in the settings: the pipeline checks it against the stored list.
    lostReason: z.string().trim().max(pipelineBounds.lostReason, pipelineMessages.lostReasonUnknown).default(""),
    lostDetail: z
      .string()
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().max(pipelineBounds.lostDetail, maxLengthMessage(pipelineBounds.lostDetail)))
      .default(""),
  })
  .refine((form) => form.status !== "perdido" || form.lostReason !== "", {
    message: pipelineMessages.lostReason,
    path: ["lostReason"],
  });

export const leadOwnerFormSchema = z.object({
  intent: z.literal("owner"),
  leadId,
  // Empty: nobody is responsible.
  ownerId: z.string().trim().max(100, pipelineMessages.owner).default(""),
});

/**
 * What the deal is worth, typed in pt-BR ('1.234,56') and kept in centavos; empty: no value.
 * A proposal sent or approved writes its total over it.
 */
export const leadValueFormSchema = z.object({
  intent: z.literal("value"),
  leadId,
  value: z
    .string({ error: pipelineMessages.value })
    .trim()
    .default("")
    .transform((text, context) => {
      if (text === "") return null;
      const cents = parsePrice(text);
      const message =
        cents === undefined
          ? pipelineMessages.value
          : cents === 0
            ? pipelineMessages.valueZero
            : cents > maxPriceCents
              ? pipelineMessages.valueTooHigh
              : "";
      if (!message) return cents!;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
});

export const leadNoteFormSchema = z.object({
  intent: z.literal("note"),
  leadId,
  body: typedText(pipelineMessages.note, pipelineBounds.note),
});

export const leadReplyFormSchema = z.object({
  intent: z.literal("reply"),
  leadId,
  subject: z
    .string({ error: pipelineMessages.replySubject })
    .trim()
    .min(1, pipelineMessages.replySubject)
    .max(pipelineBounds.replySubject, maxLengthMessage(pipelineBounds.replySubject)),
  body: typedText(pipelineMessages.replyBody, pipelineBounds.replyBody),
});

/** The staff member's own choice, from any lead's page: an unchecked box posts nothing. */
export const leadTouchAlertsFormSchema = z.object({
  intent: z.literal("touch-alerts"),
  leadId,
  touchAlerts: z
    .literal("true", { error: pipelineMessages.unchanged })
    .optional()
    .transform((value) => value === "true"),
});

/**
 * The e-mail of a lead known only by phone. When another live lead has it, the two are one person
 * and merge into that one.
 */
export const leadEmailFormSchema = z.object({
  intent: z.literal("email"),
  leadId,
  email: leadEmailSchema,
});
