/** What staff read about leads in 'Mensagens do Agente IA': toasts and the action's refusals. */
export const staffLeadMessages = {
  statusSaved: "Status do lead atualizado!",
  statusFailed: "Erro ao atualizar status do lead",
  deleted: (name: string) => `Lead ${name} excluído com sucesso!`,
  deleteFailed: "Erro ao excluir lead",
  meetingCancelled: "Reunião cancelada.",
  meetingCancelFailed: "Erro ao cancelar reunião",
  invalidLead: "Lead inválido",
  invalidStatus: "Status do lead inválido",
  leadNotFound: "Lead não encontrado ou já excluído",
  meetingNotFound: "Reunião não encontrada ou já cancelada",
  noLeads: "Nenhum lead registrado pelo Atendente Virtual.",
  noMeeting: "Sem reunião agendada",
} as const;
