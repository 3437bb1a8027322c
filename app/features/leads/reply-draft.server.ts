import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactRequests } from "~/db/schema";
import { fillReplyPlaceholders } from "~/features/settings";
import { getCompanySettings, getReplyTemplates } from "~/features/settings/index.server";
import { formatDateTime } from "~/lib/dates";

type ReplyDraft = { subject: string; body: string };

/** The visitor's message, quoted under the reply as mail clients do. */
function quoted(message: { name: string; message: string; createdAt: Date }) {
  const lines = message.message.split(/\r?\n/).map((line) => `> ${line}`);
  return [`Em ${formatDateTime(message.createdAt)}, ${message.name} escreveu:`, ...lines].join("\n");
}

/**
 * What the reply form starts with: the template picked (its placeholders filled for this lead
 * and this staff member) and, when staff came from a message of the inbox, that message quoted.
 * The templates' titles go along for the template picker.
 */
export async function replyDraft(
  lead: { id: string; name: string },
  { template, messageId, staffName }: { template: number | null; messageId: string | null; staffName: string },
) {
  const [templates, company, message] = await Promise.all([
    getReplyTemplates(),
    getCompanySettings(),
    messageId
      ? db()
          .select({ name: contactRequests.name, message: contactRequests.message, createdAt: contactRequests.createdAt })
          .from(contactRequests)
          .where(and(eq(contactRequests.id, messageId), eq(contactRequests.leadId, lead.id)))
          .then((rows) => rows[0])
      : undefined,
  ]);
  const picked = template === null ? undefined : templates[template];
  const values = { "{nome}": lead.name, "{empresa}": company?.name ?? "", "{telefone}": company?.phone ?? "", "{atendente}": staffName };
  const subject = picked ? fillReplyPlaceholders(picked.subject, values) : message ? `Re: sua mensagem para ${company?.name ?? "nós"}` : "";
  const body = [picked ? fillReplyPlaceholders(picked.body, values) : "", message ? quoted(message) : ""].filter(Boolean).join("\n\n");
  return {
    templates: templates.map((item) => item.title),
    template: picked ? template : null,
    messageId: message ? messageId : null,
    draft: { subject, body } satisfies ReplyDraft,
  };
}
