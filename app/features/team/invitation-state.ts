/** Why an invitation's link no longer opens the form. */
export type InvitationClosedReason = "replaced" | "expired" | "used" | "revoked" | "unknown";

/** What the link's page says for each reason: a title and what to do next. */
export const invitationClosedMessages: Record<InvitationClosedReason, { title: string; text: string }> = {
  replaced: {
    title: "Convite substituído",
    text: "Um administrador enviou um convite mais novo para este e-mail, e só o link mais recente vale. Use o link do último e-mail de convite.",
  },
  expired: {
    title: "Convite expirado",
    text: "Este link valia 48 horas e o prazo acabou. Peça um novo convite a um administrador.",
  },
  used: {
    title: "Convite já usado",
    text: "Este link já criou uma conta e só pode ser usado uma vez. Entre no painel com o seu e-mail e senha.",
  },
  revoked: {
    title: "Convite cancelado",
    text: "Um administrador cancelou este convite. Se você ainda precisa de acesso, peça um novo convite.",
  },
  unknown: {
    title: "Convite não encontrado",
    text: "Este link não corresponde a nenhum convite. Confira se o endereço foi copiado inteiro, ou peça um novo convite a um administrador.",
  },
};
