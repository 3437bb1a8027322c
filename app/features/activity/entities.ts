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
  "personal-data": "Dados pessoais (LGPD)",
  mail: "E-mail",
} as const;

export type ActivityEntity = keyof typeof activityEntities;

/** What each action says, as a sentence's verb. */
export const activityActions = {
  created: "criou",
  updated: "alterou",
  deleted: "excluiu",
  restored: "restaurou uma versão anterior de",
  published: "publicou",
  scheduled: "agendou a publicação de",
  "status-changed": "mudou o status de",
  "role-changed": "mudou a função de",
  deactivated: "desativou a conta de",
  reactivated: "reativou a conta de",
  invited: "convidou",
  "invitation-revoked": "cancelou o convite de",
  "invitation-accepted": "aceitou o convite de",
  "reset-link-issued": "gerou um link de nova senha para",
  "signed-in": "entrou no painel",
  "sign-in-failed": "teve o acesso recusado",
  "password-check-failed": "errou a senha em Segurança da conta",
  exported: "exportou os dados de um lead",
  erased: "apagou os dados de um lead",
  resent: "reenviou",
} as const;

export type ActivityAction = keyof typeof activityActions;

/** Each item as a sentence names it, with its article. */
export const activityNouns: Record<ActivityEntity, string> = {
  page: "a página",
  post: "o post",
  policy: "a política",
  "home-page": "a página inicial",
  "about-page": "a página Quem Somos",
  "special-page": "a página especial",
  settings: "as configurações",
  message: "a mensagem de",
  lead: "o lead",
  member: "",
  invitation: "",
  session: "",
  upload: "o arquivo",
  // The sentence says it all ("apagou os dados de um lead"): the row names no one.
  "personal-data": "",
  mail: "o e-mail",
};

export const isActivityEntity = (value: string | null): value is ActivityEntity => value !== null && value in activityEntities;

/** The changed fields as staff know them; a field not named here shows as stored. */
const fieldLabels: Record<string, string> = {
  role: "função",
  active: "situação",
  status: "status",
  google_analytics_id: "Google Analytics",
  google_tag_manager_id: "Google Tag Manager",
  facebook_pixel_id: "Facebook Pixel",
  chatbot_enabled: "chat",
  tracking_tags: "códigos de rastreamento",
  company: "dados da empresa",
  meeting_hours: "horários de reunião",
  reply_templates: "modelos de resposta",
  proposal_settings: "propostas",
  lost_reasons: "motivos de perda",
  value: "valor",
  owner: "responsável",
  next_action: "próxima ação",
  task: "tarefa",
  note: "nota",
  reply: "resposta por e-mail",
  proposal: "proposta",
  title: "título",
  slug: "endereço",
  content: "conteúdo",
  published: "publicação",
  json: "formato JSON",
  csv: "formato CSV",
  alt: "texto alternativo",
};

export const fieldLabel = (field: string) => fieldLabels[field] ?? field;
