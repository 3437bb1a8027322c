import { z } from "~/lib/zod";

export const outboxMessages = {
  notFound: "E-mail não encontrado, ou já na fila de envio.",
  resent: "E-mail colocado na fila de envio",
  unconfirmed: "Confirme o reenvio: o e-mail só é enviado de novo depois que você confirma o destinatário.",
  linkGone:
    "Este e-mail levava um link de acesso, que não é guardado depois do envio. Peça um novo link: uma nova redefinição de senha ou um novo convite.",
  meetingLinkGone:
    "Este e-mail levava o link para o visitante confirmar a reunião, que não é guardado depois do envio. Combine a reunião com o visitante pelo telefone ou por uma resposta.",
} as const;

/** 'Reenviar' on the 'E-mails' screen, once staff confirmed it after reading the recipient. */
export const resendSchema = z.object({
  confirmed: z.literal("true", { error: outboxMessages.unconfirmed }),
  id: z.uuid({ error: outboxMessages.notFound }),
});

/** The address of an e-mail's confirmation, where 'Reenviar' leads before scripts load. */
export const resendConfirmationParam = "reenviar";
