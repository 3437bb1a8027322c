/**
 * A valid quote request as the load scripts send it: one address sends many, each with its own
 * e-mail (a new lead each). The name follows the site's rule for names (letters only).
 */
export function loadContactRequest(email: string, sentBy: string) {
  return {
    name: "Visitante do Teste de Carga",
    email,
    message: `Pedido de orçamento enviado pelo ${sentBy}.`,
    type: "quote_request",
    started_at: Date.now() - 10_000,
  };
}
