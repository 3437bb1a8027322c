/** What the back office tells staff about posts. */
export const blogFeedback = {
  created: "Post criado com sucesso!",
  updated: "Post atualizado com sucesso!",
  deleted: "Post excluído com sucesso!",
  notFound: "Post não encontrado ou não existe.",
  slugInUse: "Erro: O slug informado já está em uso. Por favor, escolha outro.",
} as const;

/** The list's address parameter that says an edited post was not found. */
export const postNotFoundParam = "notFound";

export function deleteErrorMessage(message?: string) {
  return message ? `Erro ao excluir post: ${message}` : "Erro desconhecido ao excluir post";
}
