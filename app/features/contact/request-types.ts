/** Labels of the request types; any other type reads 'Contato'. */
const labels: Record<string, string> = {
  quote_request: "Orçamento",
  support: "Suporte",
  partnership: "Parceria",
};

export function requestTypeLabel(type: string) {
  return labels[type] ?? "Contato";
}
