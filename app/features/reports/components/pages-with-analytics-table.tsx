import { Link } from "react-router";
import { pageTypeInfo } from "~/features/catalogue";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import type { PageWithAnalytics } from "../pages-with-analytics.server";

/** Catalogue pages carrying their own tracking codes, and whether one of them is Google Analytics. */
export function PagesWithAnalyticsTable({ pages }: { pages: PageWithAnalytics[] }) {
  return (
    <Card className="mt-5 overflow-x-auto p-4">
      <h2 className="font-semibold text-steel-900">Páginas com códigos de rastreamento</h2>
      {pages.length === 0 ? (
        <p className="mt-2 text-sm text-steel-600">Nenhuma página tem códigos de rastreamento próprios.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs text-steel-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Página
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Tipo
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Google Analytics
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Editar</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-100">
            {pages.map((page) => (
              <tr key={page.id}>
                <td className="py-2 pr-3 font-medium text-steel-900">{page.title}</td>
                <td className="py-2 pr-3">
                  <Badge>{pageTypeInfo[page.pageType].badge}</Badge>
                </td>
                <td className="py-2 pr-3">{page.hasGoogleAnalytics ? <Badge tone="success">Sim</Badge> : <Badge>Não</Badge>}</td>
                <td className="py-2 text-right">
                  <Link to={`/admin/pages/edit/${page.id}`} className="font-semibold text-brand-700 hover:text-brand-900">
                    Editar
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
