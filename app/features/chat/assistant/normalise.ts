/** The text without its accents ("às" is "as"). */
export const unaccented = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** Lowercase, without accents or punctuation: how the assistant compares words. */
export function normalise(text: string) {
  return unaccented(text)
    .toLowerCase()
    .replace(/[^a-z0-9@.\s-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const stopWords = new Set(
  "a o as os um uma uns umas de da do das dos em no na nos nas para por com sem que qual quais quero queria gostaria saber sobre voces vcs voce tem tém ter e ou me mim meu minha seu sua se eu nos como onde quando preciso precisa procuro procurando informacao informacoes mais algum alguma vende vendem fazem faz oferece oferecem tipo tipos modelo modelos produto produtos servico servicos ola oi bom dia boa tarde noite por favor obrigado obrigada quanto quanta custa custam custo preco precos valor valores orcamento orcamentos cotacao comprar sai fica pode podem poderia existe existem estoque disponivel disponiveis pra prazo prazos entrega entregas entregam entregar frete envio enviam garantia garantias dao".split(
    " ",
  ),
);

/** The words of a question that may name a product or service. */
export function subjectWords(text: string) {
  return normalise(text)
    .split(" ")
    .filter((word) => word.length >= 3 && !stopWords.has(word));
}
