import { z } from "~/lib/zod";
import { outsideSources } from "~/features/leads";

/** What one import may hold: a fair's or a spreadsheet's list, far from what would slow the panel. */
export const importBounds = { bytes: 512 * 1024, rows: 2000, columns: 30, cellCharacters: 5000 } as const;

/** The lead fields a column can fill. */
export const importFields = ["name", "company", "email", "phone", "source", "note"] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  name: "Nome",
  company: "Empresa",
  email: "E-mail",
  phone: "Telefone",
  source: "Origem",
  note: "Nota",
};

/** Header words that name each field, folded (lowercase, no accents, letters only). */
const headerWords: Record<ImportField, string[]> = {
  name: ["nome", "name", "contato", "nomecompleto", "cliente", "pessoa"],
  company: ["empresa", "company", "razaosocial", "organizacao", "nomefantasia"],
  email: ["email", "mail", "correioeletronico", "emailaddress"],
  phone: ["telefone", "fone", "celular", "phone", "whatsapp", "tel", "telefonecelular"],
  source: ["origem", "fonte", "source", "canal"],
  note: ["nota", "notas", "observacao", "observacoes", "obs", "comentario", "comentarios", "note", "notes"],
};

const foldHeader = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** The field each column is recognised as by its header ('' for none); a field is taken by its first column only. */
export function recogniseColumns(header: string[]): Array<ImportField | ""> {
  const taken = new Set<ImportField>();
  return header.map((title) => {
    const folded = foldHeader(title);
    const field = importFields.find((candidate) => !taken.has(candidate) && headerWords[candidate].includes(folded));
    if (!field) return "";
    taken.add(field);
    return field;
  });
}

export const importMessages = {
  noFile: "Escolha um arquivo CSV.",
  tooLarge: `O arquivo passa de ${importBounds.bytes / 1024} KB. Divida a lista em arquivos menores.`,
  notText: "O arquivo não é um CSV de texto.",
  noRows: "O arquivo não tem linhas de dados abaixo do cabeçalho.",
  tooManyRows: `O arquivo tem mais de ${importBounds.rows.toLocaleString("pt-BR")} linhas. Divida a lista em arquivos menores.`,
  tooManyColumns: `O arquivo tem mais de ${importBounds.columns} colunas.`,
  noNameColumn: "Indique a coluna do nome.",
  noContactColumn: "Indique a coluna do e-mail ou a do telefone.",
  repeatedField: (label: string) => `A coluna ${label} foi escolhida mais de uma vez.`,
  lost: "O arquivo da prévia não chegou. Envie o arquivo de novo.",
  nothingToImport: "Nenhuma linha do arquivo cria ou atualiza um lead.",
} as const;

/** The choices of the preview's form: each column's field and the source of rows that name none. */
export const importChoicesSchema = z.object({
  defaultSource: z.enum(outsideSources).catch("outro"),
  columns: z
    .array(z.union([z.enum(importFields), z.literal("")]).catch(""))
    .max(importBounds.columns)
    .default([]),
});
export type ImportChoices = z.output<typeof importChoicesSchema>;

/** Which field each column fills, or what is wrong with the choice. */
export function checkColumns(columns: Array<ImportField | "">): string | null {
  for (const field of importFields) {
    if (columns.filter((column) => column === field).length > 1) return importMessages.repeatedField(importFieldLabels[field]);
  }
  if (!columns.includes("name")) return importMessages.noNameColumn;
  if (!columns.includes("email") && !columns.includes("phone")) return importMessages.noContactColumn;
  return null;
}
