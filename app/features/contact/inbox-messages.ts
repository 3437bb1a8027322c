import { z } from "~/lib/zod";
import type { contactRequests } from "~/db/schema";

/** The inbox service's error messages. */
export const inboxMessages = {
  missingId: "ID da solicitação não fornecido",
  listFailed: "Erro ao buscar solicitações de contato",
  updateFailed: "Erro ao atualizar solicitação de contato",
  deleteFailed: "Erro ao deletar solicitação de contato",
} as const;

/** A message of the inbox as the screen receives it (dates as ISO text). */
export type InboxMessage = Omit<typeof contactRequests.$inferSelect, "createdAt" | "readAt"> & { createdAt: string; readAt: string | null };

/** What the inbox's buttons ask of its action: delete a message, or mark it read or unread. */
export const inboxDeleteSchema = z.object({ id: z.uuid({ error: inboxMessages.missingId }) });
export const inboxReadSchema = inboxDeleteSchema.extend({ read: z.boolean({ error: inboxMessages.missingId }) });
