import { Download } from "lucide-react";
import { Form } from "react-router";
import { formatPrice } from "~/lib/money";
import { formatInteger } from "~/lib/numbers";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";
import { formatDays, formatRate, lostReasonsText, type SalesReport, type SalesRow } from "../sales-figures";
import { salesPeriodParams } from "../sales-period";

type Props = SalesReport & { error?: string };

function Figure({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Card className="p-4">
      <h3 className="text-sm font-medium text-steel-600">{title}</h3>
      <p className="mt-1 text-2xl font-bold text-steel-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-steel-600">{note}</p> : null}
    </Card>
  );
}

/** One table of the report: a row per month, owner, source or campaign, with every figure. */
function SalesTable({ id, title, head, rows, empty }: { id: string; title: string; head: string; rows: SalesRow[]; empty: string }) {
  return (
    <Card className="p-4">
      <h3 id={id} className="font-semibold text-steel-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-steel-600">{empty}</p>
      ) : (
        // Ten columns scroll sideways on a phone: the region takes the keyboard's focus so it can be scrolled without a mouse.
        <div
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          className="mt-3 overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Table aria-labelledby={id} className="min-w-[52rem]">
            <TableHeader>
              <tr>
                <TableHead>{head}</TableHead>
                <TableHead numeric>Propostas enviadas</TableHead>
                <TableHead numeric>Aprovadas</TableHead>
                <TableHead numeric>Recusadas</TableHead>
                <TableHead numeric>Ganhos</TableHead>
                <TableHead numeric>Valor ganho</TableHead>
                <TableHead numeric>Perdidos</TableHead>
                <TableHead numeric>Taxa de ganho</TableHead>
                <TableHead numeric>Dias até o ganho</TableHead>
                <TableHead>Motivos de perda</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <TableCell className="font-medium text-steel-900">{row.label}</TableCell>
                  <TableCell numeric>{formatInteger(row.proposalsSent)}</TableCell>
                  <TableCell numeric>{formatInteger(row.proposalsApproved)}</TableCell>
                  <TableCell numeric>{formatInteger(row.proposalsRefused)}</TableCell>
                  <TableCell numeric>{formatInteger(row.won)}</TableCell>
                  <TableCell numeric className="whitespace-nowrap">
                    {formatPrice(row.wonCents)}
                  </TableCell>
                  <TableCell numeric>{formatInteger(row.lost)}</TableCell>
                  <TableCell numeric>{formatRate(row.winRate)}</TableCell>
                  <TableCell numeric>{formatDays(row.averageDaysToWin)}</TableCell>
                  <TableCell className="text-steel-700">{lostReasonsText(row.lostReasons) || "—"}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Card>
  );
}

/**
 * 'Vendas': proposals sent and answered, deals won and lost in a chosen period, month by month and
 * by owner, source and campaign of the first touch, from the database.
 */
export function SalesTab({ period, total, byMonth, byOwner, bySource, byCampaign, error }: Props) {
  const query = new URLSearchParams({ [salesPeriodParams.from]: period.from, [salesPeriodParams.to]: period.to });
  const nothing = "Nenhuma proposta ou negócio fechado neste período.";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="aba" value="sales" />
          <Field id="vendas-de" label="De" className="w-40">
            <Input id="vendas-de" name={salesPeriodParams.from} type="date" defaultValue={period.from} required />
          </Field>
          <Field id="vendas-ate" label="Até" className="w-40">
            <Input id="vendas-ate" name={salesPeriodParams.to} type="date" defaultValue={period.to} required />
          </Field>
          <Button type="submit" variant="outline">
            Aplicar
          </Button>
        </Form>
        <Button asChild variant="outline">
          <a href={`/api/admin/reports/vendas.csv?${query}`} download>
            <Download aria-hidden className="size-4" />
            Exportar CSV
          </a>
        </Button>
      </div>
      {error ? <Alert tone="error" title={`${error} Mostrando os últimos 12 meses.`} /> : null}

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          title="Propostas enviadas"
          value={formatInteger(total.proposalsSent)}
          note={`${formatInteger(total.proposalsApproved)} aprovadas, ${formatInteger(total.proposalsRefused)} recusadas`}
        />
        <Figure title="Valor ganho" value={formatPrice(total.wonCents)} note={`${formatInteger(total.won)} negócios ganhos`} />
        <Figure
          title="Taxa de ganho"
          value={formatRate(total.winRate)}
          note={`${formatInteger(total.won)} ganhos e ${formatInteger(total.lost)} perdidos`}
        />
        <Figure title="Dias até o ganho" value={formatDays(total.averageDaysToWin)} note="Média desde o primeiro contato" />
      </div>

      <Card className="p-4">
        <h3 className="font-semibold text-steel-900">Motivos de perda</h3>
        {total.lostReasons.length === 0 ? (
          <p className="mt-2 text-sm text-steel-600">Nenhum negócio perdido neste período.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {total.lostReasons.map(({ reason, count }) => (
              <li key={reason} className="flex justify-between gap-3 border-b border-steel-100 py-1 last:border-0">
                <span className="text-steel-900">{reason}</span>
                <span className="tabular-nums text-steel-700">{formatInteger(count)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <SalesTable id="vendas-mes" title="Por mês" head="Mês" rows={byMonth} empty={nothing} />
      <SalesTable id="vendas-responsavel" title="Por responsável" head="Responsável" rows={byOwner} empty={nothing} />
      <SalesTable id="vendas-origem" title="Por origem do primeiro contato" head="Origem" rows={bySource} empty={nothing} />
      <SalesTable id="vendas-campanha" title="Por campanha do primeiro contato" head="Campanha" rows={byCampaign} empty={nothing} />
    </div>
  );
}
