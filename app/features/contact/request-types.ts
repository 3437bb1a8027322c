/** Labels of the request types (D20). */
const labels: Record<string, string> = {
  quote_request: "Orçamento",
  support: "Suporte",
  partnership: "Parceria",
};

export function requestTypeLabel(type: string) {
  return labels[type] ?? "Contato";
}
