import type { ReactNode } from "react";
import { formatInteger, formatPercent } from "~/lib/numbers";
import { Card } from "~/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";
import type { CampaignConversion, Conversion, LeadAttribution } from "../lead-attribution";

const unknownOrigin = "Desconhecida";

const rate = (value: number | null) => (value === null ? "—" : formatPercent(value));

/** A row's three figures: visits, leads and their conversion. */
function Figures({ row, bold }: { row: Conversion; bold?: boolean }) {
  const weight = bold ? "font-semibold text-steel-900" : "text-steel-900";
  return (
    <>
      <TableCell numeric className={weight}>
        {formatInteger(row.visits)}
      </TableCell>
      <TableCell numeric className={weight}>
        {formatInteger(row.leads)}
      </TableCell>
      <TableCell numeric className={weight}>
        {rate(row.rate)}
      </TableCell>
    </>
  );
}

function FigureHeads() {
  return (
    <>
      <TableHead numeric>Visitas</TableHead>
      <TableHead numeric>Leads</TableHead>
      <TableHead numeric className="whitespace-nowrap">
        Conversão
      </TableHead>
    </>
  );
}

function TotalRow({ total, withUtmSource }: { total: Conversion; withUtmSource?: boolean }) {
  return (
    <tfoot className="border-t border-steel-200">
      <tr>
        <TableCell className="font-semibold text-steel-900">Total</TableCell>
        {withUtmSource ? <TableCell className="hidden sm:table-cell" /> : null}
        <Figures row={total} bold />
      </tr>
    </tfoot>
  );
}

function AttributionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h3 id={id} className="font-semibold text-steel-900">
        {title}
      </h3>
      {children}
    </Card>
  );
}

function campaignLabel(row: CampaignConversion) {
  if (row.kind === "campaign") return { campaign: row.campaign, utmSource: row.utmSource || "—" };
  return row.kind === "untagged" ? { campaign: "Sem campanha", utmSource: "—" } : { campaign: unknownOrigin, utmSource: "—" };
}

/**
 * The period's leads beside its visits, by source and by campaign: each lead under the origin of
 * its first touch, and the conversion rate of each (leads ÷ visits).
 */
export function LeadAttributionTables({ total, bySource, byCampaign, campaignsLeftOut }: LeadAttribution) {
  const hasData = total.leads > 0 || total.visits > 0;
  return (
    <section aria-labelledby="leads-conversao" className="space-y-3">
      <div>
        <h2 id="leads-conversao" className="text-lg font-semibold text-steel-900">
          Leads e conversão
        </h2>
        <p className="mt-1 text-sm text-steel-600">
          Leads criados no período, pela origem da visita do primeiro contato. Conversão = leads ÷ visitas do período. {unknownOrigin}:
          contato sem visita registrada (por exemplo, enviado sem JavaScript, ou registrado pela equipe em 'Novo lead' ou numa importação).
        </p>
      </div>
      {hasData ? (
        <div className="grid gap-3 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-2">
            <AttributionCard id="leads-por-origem" title="Leads por origem">
              <div className="mt-3 overflow-x-auto">
                <Table aria-labelledby="leads-por-origem">
                  <TableHeader>
                    <tr>
                      <TableHead>Origem</TableHead>
                      <FigureHeads />
                    </tr>
                  </TableHeader>
                  <TableBody>
                    {bySource.map((row) => (
                      <tr key={row.source ?? ""}>
                        <TableCell className="font-medium whitespace-nowrap text-steel-900">{row.source ?? unknownOrigin}</TableCell>
                        <Figures row={row} />
                      </tr>
                    ))}
                  </TableBody>
                  <TotalRow total={total} />
                </Table>
              </div>
            </AttributionCard>
          </div>
          <div className="min-w-0 lg:col-span-3">
            <AttributionCard id="leads-por-campanha" title="Leads por campanha">
              <div className="mt-3 overflow-x-auto">
                <Table aria-labelledby="leads-por-campanha">
                  <TableHeader>
                    <tr>
                      <TableHead>Campanha</TableHead>
                      <TableHead className="hidden sm:table-cell">Origem (utm_source)</TableHead>
                      <FigureHeads />
                    </tr>
                  </TableHeader>
                  <TableBody>
                    {byCampaign.map((row) => {
                      const label = campaignLabel(row);
                      return (
                        <tr key={row.kind === "campaign" ? `${row.campaign}\t${row.utmSource}` : row.kind}>
                          <TableCell className="font-medium break-words text-steel-900">
                            {label.campaign}
                            {/* On a phone the utm_source goes under the campaign, leaving room for the figures. */}
                            {label.utmSource !== "—" ? (
                              <span className="block text-xs font-normal text-steel-600 sm:hidden">{label.utmSource}</span>
                            ) : null}
                          </TableCell>
                          <TableCell className="hidden break-words text-steel-800 sm:table-cell">{label.utmSource}</TableCell>
                          <Figures row={row} />
                        </tr>
                      );
                    })}
                  </TableBody>
                  {campaignsLeftOut > 0 ? null : <TotalRow total={total} withUtmSource />}
                </Table>
              </div>
              {campaignsLeftOut > 0 ? (
                <p className="mt-2 text-xs text-steel-600">
                  Mais {formatInteger(campaignsLeftOut)} {campaignsLeftOut === 1 ? "campanha" : "campanhas"} com menos leads não{" "}
                  {campaignsLeftOut === 1 ? "aparece" : "aparecem"} na lista.
                </p>
              ) : null}
            </AttributionCard>
          </div>
        </div>
      ) : (
        <p className="text-sm text-steel-600">Nenhuma visita nem lead no período.</p>
      )}
    </section>
  );
}
