/** Service messages of the inbox (public spec section 8, admin spec section 8). */
export const inboxMessages = {
  missingId: "ID da solicitação não fornecido",
  listFailed: "Erro ao buscar solicitações de contato",
  updateFailed: "Erro ao atualizar solicitação de contato",
  deleteFailed: "Erro ao deletar solicitação de contato",
} as const;
