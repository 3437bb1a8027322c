import { Link } from "react-router";
import { pageTypeInfo } from "~/features/catalogue";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";
import type { PageWithAnalytics } from "../pages-with-analytics.server";

/** Catalogue pages carrying their own tracking codes, and whether one of them is Google Analytics. */
export function PagesWithAnalyticsTable({ pages }: { pages: PageWithAnalytics[] }) {
  return (
    <Card className="mt-5 overflow-x-auto p-4">
      <h2 className="font-semibold text-steel-900">Páginas com códigos de rastreamento</h2>
      {pages.length === 0 ? (
        <p className="mt-2 text-sm text-steel-600">Nenhuma página tem códigos de rastreamento próprios.</p>
      ) : (
        <Table className="mt-3">
          <TableHeader>
            <tr>
              <TableHead>Página</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Google Analytics</TableHead>
              <TableHead>
                <span className="sr-only">Editar</span>
              </TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {pages.map((page) => (
              <tr key={page.id}>
                <TableCell className="font-medium text-steel-900">{page.title}</TableCell>
                <TableCell>
                  <Badge>{pageTypeInfo[page.pageType].badge}</Badge>
                </TableCell>
                <TableCell>{page.hasGoogleAnalytics ? <Badge tone="success">Sim</Badge> : <Badge>Não</Badge>}</TableCell>
                <TableCell className="text-right">
                  <Link to={`/admin/pages/edit/${page.id}`} className="font-semibold text-brand-700 hover:text-brand-900">
                    Editar
                  </Link>
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
