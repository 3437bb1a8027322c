import { Link } from "react-router";
import { Card } from "~/ui/card";
import { ActivityList, type ActivityItem } from "./activity-list";

/** The latest rows of the activity log, with the way to all of it: for administrators. */
export function RecentActivityCard({ items }: { items: ActivityItem[] }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="atividade-recente">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="atividade-recente" className="text-lg font-semibold text-steel-900">
            Atividade recente
          </h2>
          <Link to="/admin/activity" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            Ver toda a atividade
          </Link>
        </div>
        <ActivityList items={items} emptyText="Nenhuma atividade recente registrada" />
      </section>
    </Card>
  );
}
