export const revisionMessages = {
  restored: "Versão restaurada com sucesso!",
  restoreFailed: "Não foi possível restaurar esta versão",
  notFound: "Esta versão não está mais no histórico.",
} as const;
