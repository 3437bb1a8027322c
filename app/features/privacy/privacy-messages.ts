/** What the LGPD tools tell staff. */
export const privacyMessages = {
  leadNotFound: "Lead não encontrado. Os dados podem já ter sido apagados.",
  emailRequired: "Digite o e-mail do lead para confirmar.",
  emailDiffers: "O e-mail digitado não é o deste lead. Nada foi apagado.",
  staffAccount:
    "Este e-mail é de uma conta da equipe. Os dados de uma conta da equipe não são exportados nem apagados como dados de um lead.",
  noEmail:
    "Este lead não tem e-mail. A exportação e a exclusão dos dados encontram a pessoa pelo e-mail: adicione o e-mail do lead (em Contato) para usá-las.",
  onlyAdministrators: "Apenas administradores podem apagar os dados de um lead.",
  // What the kept activity rows about an erased person show instead of their name.
  erasedLabel: "dados apagados",
} as const;
