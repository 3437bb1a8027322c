import { formatDate } from "~/lib/dates";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";
import { formatDiscount, formatPrice, formatQuantity, freightLabels } from "../format";
import type { ProposalView } from "../proposal-view";
import { formatDay } from "../validity";

type SheetProposal = Pick<
  ProposalView,
  | "lines"
  | "subtotalCents"
  | "freightType"
  | "freightCents"
  | "totalCents"
  | "paymentTerms"
  | "deliveryTime"
  | "validityDays"
  | "validUntil"
  | "notes"
  | "sentAt"
  | "senderName"
>;

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? "flex justify-between gap-4 border-t border-steel-200 pt-2 text-base font-bold text-steel-900"
          : "flex justify-between gap-4"
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A proposal's content as the customer reads it: the items, the totals and the conditions. */
export function ProposalSheet({ proposal }: { proposal: SheetProposal }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="proposta-itens">
        <h2 id="proposta-itens" className="mb-2 text-lg font-semibold text-steel-900">
          Itens
        </h2>
        <ol aria-label="Itens da proposta" className="divide-y divide-steel-100 sm:hidden">
          {proposal.lines.map((line, index) => (
            <li key={index} className="py-3 text-sm">
              <p className="font-medium whitespace-pre-wrap text-steel-900 wrap-anywhere">{line.description}</p>
              <p className="mt-1 text-steel-700">
                {formatQuantity(line.quantityThousandths)} {line.unit} × {formatPrice(line.unitPriceCents)}
                {line.discountBasisPoints > 0 ? ` − ${formatDiscount(line.discountBasisPoints)}` : ""}
              </p>
              <p className="mt-1 text-right font-semibold text-steel-900 tabular-nums">{formatPrice(line.totalCents)}</p>
            </li>
          ))}
        </ol>
        <div className="hidden sm:block">
          <Table>
            <TableHeader>
              <tr>
                <TableHead>Descrição</TableHead>
                <TableHead numeric>Qtd.</TableHead>
                <TableHead>Un.</TableHead>
                <TableHead numeric>Preço unit.</TableHead>
                <TableHead numeric>Desc.</TableHead>
                <TableHead numeric>Total</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {proposal.lines.map((line, index) => (
                <tr key={index}>
                  <TableCell className="whitespace-pre-wrap wrap-anywhere">{line.description}</TableCell>
                  <TableCell numeric>{formatQuantity(line.quantityThousandths)}</TableCell>
                  <TableCell>{line.unit}</TableCell>
                  <TableCell numeric>{formatPrice(line.unitPriceCents)}</TableCell>
                  <TableCell numeric>{formatDiscount(line.discountBasisPoints)}</TableCell>
                  <TableCell numeric className="font-medium">
                    {formatPrice(line.totalCents)}
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
        <dl className="mt-4 ml-auto max-w-sm space-y-1 text-sm text-steel-800">
          <Figure label="Subtotal" value={formatPrice(proposal.subtotalCents)} />
          <Figure
            label={`Frete ${proposal.freightType}`}
            value={proposal.freightType === "CIF" ? formatPrice(proposal.freightCents) : "por conta do cliente"}
          />
          <Figure label="Total" value={formatPrice(proposal.totalCents)} strong />
        </dl>
      </section>
      <section aria-labelledby="proposta-condicoes">
        <h2 id="proposta-condicoes" className="mb-2 text-lg font-semibold text-steel-900">
          Condições
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-steel-700">Frete</dt>
          <dd className="text-steel-900">{freightLabels[proposal.freightType]}</dd>
          <dt className="font-medium text-steel-700">Pagamento</dt>
          <dd className="whitespace-pre-wrap text-steel-900 wrap-anywhere">{proposal.paymentTerms}</dd>
          <dt className="font-medium text-steel-700">Prazo de entrega</dt>
          <dd className="text-steel-900 wrap-anywhere">{proposal.deliveryTime}</dd>
          <dt className="font-medium text-steel-700">Validade</dt>
          <dd className="text-steel-900">
            {proposal.validUntil ? `até ${formatDay(proposal.validUntil)}` : `${proposal.validityDays} dias a partir do envio`}
          </dd>
          {proposal.sentAt ? (
            <>
              <dt className="font-medium text-steel-700">Enviada em</dt>
              <dd className="text-steel-900">
                {formatDate(proposal.sentAt)}
                {proposal.senderName ? ` por ${proposal.senderName}` : ""}
              </dd>
            </>
          ) : null}
          {proposal.notes ? (
            <>
              <dt className="font-medium text-steel-700">Observações</dt>
              <dd className="whitespace-pre-wrap text-steel-900 wrap-anywhere">{proposal.notes}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
