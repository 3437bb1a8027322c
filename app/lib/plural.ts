/** A count with its noun in agreement: "1 mensagem", "2 mensagens", "1.250 páginas". */
export function countOf(count: number, one: string, many: string) {
  return `${count.toLocaleString("pt-BR")} ${count === 1 ? one : many}`;
}
