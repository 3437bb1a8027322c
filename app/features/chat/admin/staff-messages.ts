/** What staff read about conversations in 'Mensagens do Agente IA': toasts and the action's refusals. */
export const staffConversationMessages = {
  deleted: "Mensagem deletada com sucesso!",
  deleteFailed: "Erro ao deletar mensagem",
  invalidAction: "Ação inválida",
  invalidConversation: "Conversa inválida",
  notFound: "Conversa não encontrada",
} as const;
