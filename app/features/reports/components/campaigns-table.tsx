import { formatInteger } from "~/lib/numbers";
import { Card } from "~/ui/card";

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
          <table aria-labelledby="campanhas" className="w-full text-left text-sm">
            <thead className="text-xs text-steel-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Campanha
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Origem (utm_source)
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Visitas
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-steel-100">
              {campaigns.map((row) => (
                <tr key={`${row.campaign}\t${row.source}`}>
                  <td className="py-2 pr-3 font-medium wrap-anywhere text-steel-900">{row.campaign}</td>
                  <td className="py-2 pr-3 wrap-anywhere text-steel-800">{row.source || "—"}</td>
                  <td className="py-2 text-right text-steel-900 tabular-nums">{formatInteger(row.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
