import { Beaker, Car, Droplet, Filter, Heart, Link, Recycle, Sparkles, Wheat, Zap, type LucideIcon } from "lucide-react";
import type { HomeArea } from "~/db/content-types";

/** The icon choices of the admin spec, by name; unknown names fall back to the default (Filter). */
export const areaIcons: Record<string, LucideIcon> = { Filter, Link, Heart, Zap, Recycle, Car, Wheat, Droplet, Sparkles, Beaker };

/** The colour choices, as whole class names so the styles are generated. */
export const areaColors: Record<string, string> = {
  blue: "bg-blue-100 text-blue-800",
  red: "bg-red-100 text-red-800",
  purple: "bg-purple-100 text-purple-800",
  orange: "bg-orange-100 text-orange-800",
  pink: "bg-pink-100 text-pink-800",
  green: "bg-green-100 text-green-800",
  gray: "bg-gray-200 text-gray-800",
  teal: "bg-teal-100 text-teal-800",
  amber: "bg-amber-100 text-amber-900",
  cyan: "bg-cyan-100 text-cyan-800",
};

export function AreasGrid({ areas }: { areas: HomeArea[] }) {
  const sorted = [...areas].sort((a, b) => a.order - b.order);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      {sorted.map((area) => {
        const Icon = areaIcons[area.icon] ?? Filter;
        return (
          <li key={area.id} className="rounded-card border border-steel-200 bg-white p-5 text-center shadow-sm">
            <span className={`mx-auto flex size-12 items-center justify-center rounded-full ${areaColors[area.color] ?? areaColors.blue}`}>
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-3 text-sm font-semibold text-steel-900">{area.title}</h3>
            {area.description ? <p className="mt-1 text-xs text-steel-600">{area.description}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
