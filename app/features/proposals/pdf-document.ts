import { formatDate } from "~/lib/dates";
import { formatDiscount, formatPrice, formatQuantity, freightLabels, proposalLabel } from "./format";
import type { Letterhead, ProposalView } from "./proposal-view";
import { formatDay } from "./validity";

/** The parts of pdfmake's document definition this proposal uses. */
type Node = string | { [key: string]: unknown } | Node[];

const grey = "#555555";
// pdfmake writes into the nodes it lays out: every document gets nodes of its own.
const rule = () => ({
  canvas: [{ type: "line", x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: "#999999" }],
  margin: [0, 6, 0, 6],
});

/** The PDF's name as the customer saves it: proposta-2026-0001-v2.pdf. */
export const proposalPdfName = (number: string, version: number) => `proposta-${number}${version > 1 ? `-v${version}` : ""}.pdf`;

function letterheadBlock(company: Letterhead, logo: Buffer | null): Node {
  const lines: Node[] = [
    { text: company.name, bold: true, fontSize: 13 },
    company.taxId ? `CNPJ ${company.taxId}` : "",
    company.address,
    [company.phone, company.email].filter(Boolean).join(" · "),
  ].filter((line) => line !== "");
  const text = { stack: lines, fontSize: 9, color: "#222222", alignment: logo ? "right" : "left" };
  return logo
    ? {
        columns: [
          { image: `data:image/png;base64,${logo.toString("base64")}`, fit: [140, 56], width: 150 },
          { ...text, width: "*" },
        ],
      }
    : text;
}

function linesTable(proposal: ProposalView): Node {
  const head = ["#", "Descrição", "Qtd.", "Un.", "Preço unit.", "Desc.", "Total"].map((text, index) => ({
    text,
    bold: true,
    fillColor: "#eeeeee",
    alignment: index >= 2 && index !== 3 ? "right" : "left",
  }));
  const rows = proposal.lines.map((line, index) => [
    String(index + 1),
    line.description,
    { text: formatQuantity(line.quantityThousandths), alignment: "right" },
    line.unit,
    { text: formatPrice(line.unitPriceCents), alignment: "right" },
    { text: formatDiscount(line.discountBasisPoints), alignment: "right" },
    { text: formatPrice(line.totalCents), alignment: "right" },
  ]);
  return {
    table: { headerRows: 1, widths: [16, "*", 40, 34, 68, 38, 72], body: [head, ...rows] },
    layout: { hLineColor: () => "#cccccc", vLineColor: () => "#cccccc", paddingTop: () => 3, paddingBottom: () => 3 },
    fontSize: 9,
  };
}

function totalsBlock(proposal: ProposalView): Node {
  const freight = proposal.freightType === "CIF" ? formatPrice(proposal.freightCents) : "por conta do cliente";
  return {
    columns: [
      { text: "", width: "*" },
      {
        width: 220,
        table: {
          widths: ["*", "auto"],
          body: [
            ["Subtotal", { text: formatPrice(proposal.subtotalCents), alignment: "right" }],
            [`Frete ${proposal.freightType}`, { text: freight, alignment: "right" }],
            [
              { text: "Total", bold: true, fontSize: 12 },
              { text: formatPrice(proposal.totalCents), bold: true, fontSize: 12, alignment: "right" },
            ],
          ],
        },
        layout: "lightHorizontalLines",
      },
    ],
    margin: [0, 8, 0, 0],
  };
}

function conditions(proposal: ProposalView): Node {
  const validity = proposal.validUntil ? `até ${formatDay(proposal.validUntil)}` : `${proposal.validityDays} dias a partir do envio`;
  const rows: Array<[string, string]> = [
    ["Frete", freightLabels[proposal.freightType]],
    ["Condições de pagamento", proposal.paymentTerms],
    ["Prazo de entrega", proposal.deliveryTime],
    ["Validade da proposta", validity],
  ];
  if (proposal.notes) rows.push(["Observações", proposal.notes]);
  return {
    table: { widths: [130, "*"], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
    layout: "noBorders",
    fontSize: 10,
  };
}

/**
 * A proposal as the company sends it: the letterhead from the settings, the customer, the items,
 * the totals, the conditions and the signature of who sent it. A4, pt-BR, text that can be selected.
 */
export function proposalDocument(proposal: ProposalView, company: Letterhead, logo: Buffer | null) {
  const label = proposalLabel(proposal.number, proposal.version);
  const draft = proposal.status === "rascunho";
  const issued = proposal.sentAt ? formatDate(proposal.sentAt) : formatDate(new Date());
  const customer = proposal.customer;
  const signer = proposal.senderName ?? "";
  const content: Node[] = [
    letterheadBlock(company, logo),
    rule(),
    { text: `${draft ? "RASCUNHO DE " : ""}PROPOSTA COMERCIAL Nº ${label}`, style: "title" },
    { text: `Emitida em ${issued}`, color: grey, fontSize: 9, margin: [0, 0, 0, 10] },
    { text: "Cliente", style: "heading" },
    {
      stack: [
        customer.company ? `${customer.name} – ${customer.company}` : customer.name,
        [customer.email, customer.phone].filter(Boolean).join(" · "),
      ],
      fontSize: 10,
      margin: [0, 0, 0, 10],
    },
    { text: "Itens", style: "heading" },
    linesTable(proposal),
    totalsBlock(proposal),
    { text: "Condições", style: "heading", margin: [0, 14, 0, 4] },
    conditions(proposal),
    {
      stack: [
        { text: "Atenciosamente,", margin: [0, 0, 0, 36] },
        { canvas: [{ type: "line", x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }] },
        { text: signer || "Equipe comercial", bold: true, margin: [0, 4, 0, 0] },
        company.name,
      ],
      fontSize: 10,
      margin: [0, 30, 0, 0],
      unbreakable: true,
    },
  ];
  return {
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    info: { title: `Proposta ${label} – ${company.name}`, author: company.name, subject: `Proposta comercial para ${customer.name}` },
    language: "pt-BR",
    content,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${company.name} · Proposta ${label}`, fontSize: 8, color: grey },
        { text: `Página ${page} de ${pages}`, alignment: "right", fontSize: 8, color: grey },
      ],
      margin: [40, 20, 40, 0],
    }),
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 6, 0, 2] },
      heading: { fontSize: 11, bold: true, margin: [0, 6, 0, 4] },
    },
    defaultStyle: { font: "Roboto", fontSize: 10, lineHeight: 1.15 },
  };
}
