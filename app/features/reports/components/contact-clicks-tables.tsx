import type { ContactClickFigures, ContactClickRow } from "~/features/analytics";
import { cn } from "~/lib/cn";
import { formatInteger } from "~/lib/numbers";
import { Card } from "~/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";

const kinds = [
  { key: "whatsapp", label: "WhatsApp" },
  { key: "phone", label: "Telefone" },
  { key: "email", label: "E-mail" },
] as const;

function ClicksTable({
  id,
  title,
  heading,
  rows,
  empty,
  className,
}: {
  id: string;
  title: string;
  heading: string;
  rows: ContactClickRow[];
  empty: string;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0 p-4", className)}>
      <h3 id={id} className="font-semibold text-steel-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-steel-600">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <Table aria-labelledby={id}>
            <TableHeader>
              <tr>
                <TableHead>{heading}</TableHead>
                {kinds.map((kind) => (
                  <TableHead key={kind.key} numeric className="whitespace-nowrap">
                    {kind.label}
                  </TableHead>
                ))}
                <TableHead numeric>Total</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <tr key={`${row.label}\t${row.detail ?? ""}`}>
                  <TableCell className="font-medium break-words text-steel-900">
                    {row.label}
                    {row.detail ? <span className="block text-xs font-normal text-steel-600">{row.detail}</span> : null}
                  </TableCell>
                  {kinds.map((kind) => (
                    <TableCell key={kind.key} numeric>
                      {formatInteger(row[kind.key])}
                    </TableCell>
                  ))}
                  <TableCell numeric className="font-semibold text-steel-900">
                    {formatInteger(row.total)}
                  </TableCell>
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
 * Clicks on the site's WhatsApp, phone and e-mail links in the period: conversions that leave no
 * form behind, by page, by the source of the visit and by its campaign.
 */
export function ContactClicksTables({ total, byPage, bySource, byCampaign }: ContactClickFigures) {
  const none = "Nenhum clique no período.";
  return (
    <section aria-labelledby="cliques-contato" className="space-y-3">
      <div>
        <h2 id="cliques-contato" className="text-lg font-semibold text-steel-900">
          Cliques em WhatsApp, telefone e e-mail
        </h2>
        <p className="mt-1 text-sm text-steel-600">
          {formatInteger(total.total)} {total.total === 1 ? "clique" : "cliques"} no período ({formatInteger(total.whatsapp)} no WhatsApp,{" "}
          {formatInteger(total.phone)} no telefone, {formatInteger(total.email)} no e-mail), cada um contado uma vez por visitante, página e
          tipo, com a origem e a campanha da visita.
        </p>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <ClicksTable id="cliques-por-pagina" title="Por página" heading="Página" rows={byPage} empty={none} className="lg:col-span-2" />
        <ClicksTable id="cliques-por-origem" title="Por origem" heading="Origem" rows={bySource} empty={none} />
        <ClicksTable
          id="cliques-por-campanha"
          title="Por campanha"
          heading="Campanha"
          rows={byCampaign.map((row) => ({ ...row, label: row.label || "Sem campanha", detail: row.detail || undefined }))}
          empty={none}
        />
      </div>
    </section>
  );
}
