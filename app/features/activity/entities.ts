/** What a row of the activity log is about, and the words the screen uses for it. */
export const activityEntities = {
  page: "Página",
  post: "Post do blog",
  policy: "Política",
  "home-page": "Página Inicial",
  "about-page": "Página Quem Somos",
  "special-page": "Página especial",
  settings: "Configurações",
  message: "Mensagem",
  lead: "Lead",
  member: "Membro da equipe",
  invitation: "Convite",
  session: "Acesso ao painel",
  upload: "Arquivo",
} as const;

export type ActivityEntity = keyof typeof activityEntities;

export const activityActions = {
  created: "criou",
  updated: "alterou",
  deleted: "excluiu",
  restored: "restaurou uma versão de",
  published: "publicou",
  scheduled: "agendou a publicação de",
  "status-changed": "mudou o status de",
  "role-changed": "mudou a função de",
  deactivated: "desativou",
  reactivated: "reativou",
  invited: "convidou",
  "invitation-revoked": "cancelou o convite de",
  "invitation-accepted": "aceitou o convite de",
  "signed-in": "entrou no painel",
  "sign-in-failed": "tentativa de acesso recusada",
} as const;

export type ActivityAction = keyof typeof activityActions;

export const isActivityEntity = (value: string | null): value is ActivityEntity => value !== null && value in activityEntities;
