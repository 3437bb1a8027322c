import { formatInteger } from "~/lib/numbers";
import { Card } from "~/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";

type Props = { campaigns: Array<{ campaign: string; source: string; visits: number }> };

/** The period's visits per campaign (utm_campaign), with the utm_source its links carried. */
export function CampaignsTable({ campaigns }: Props) {
  return (
    <Card className="p-4">
      <h3 id="campanhas" className="font-semibold text-steel-900">
        Campanhas
      </h3>
      <p className="mt-1 text-xs text-steel-600">
        Visitas que chegaram por links marcados com utm_campaign, por exemplo{" "}
        <code className="wrap-anywhere">?utm_source=newsletter&amp;utm_campaign=novembro</code>.
      </p>
      {campaigns.length === 0 ? (
        <p className="mt-3 text-sm text-steel-600">Nenhuma visita de campanha no período.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <Table aria-labelledby="campanhas">
            <TableHeader>
              <tr>
                <TableHead>Campanha</TableHead>
                <TableHead>Origem (utm_source)</TableHead>
                <TableHead numeric>Visitas</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {campaigns.map((row) => (
                <tr key={`${row.campaign}\t${row.source}`}>
                  <TableCell className="font-medium wrap-anywhere text-steel-900">{row.campaign}</TableCell>
                  <TableCell className="wrap-anywhere text-steel-800">{row.source || "—"}</TableCell>
                  <TableCell numeric className="text-steel-900">
                    {formatInteger(row.visits)}
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
