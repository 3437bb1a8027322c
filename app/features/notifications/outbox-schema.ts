import { z } from "zod";

export const outboxMessages = {
  notFound: "E-mail não encontrado, ou já na fila de envio.",
  resent: "E-mail colocado na fila de envio",
  linkGone:
    "Este e-mail levava um link de acesso, que não é guardado depois do envio. Peça um novo link: uma nova redefinição de senha ou um novo convite.",
} as const;

/** 'Reenviar' on the 'E-mails' screen: one button per e-mail. */
export const resendSchema = z.object({ intent: z.literal("resend"), id: z.uuid({ error: outboxMessages.notFound }) });
