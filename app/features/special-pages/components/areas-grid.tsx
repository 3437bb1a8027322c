import { Icon } from "~/ui/icons/icon";
import type { PublicArea } from "../area-choices";

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

export function AreasGrid({ areas }: { areas: PublicArea[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      {areas.map((area) => {
        return (
          <li key={area.id} className="area-card">
            <span className={`area-card-icon ${areaColors[area.color] ?? areaColors.blue}`}>
              <Icon name={area.icon} className="size-6" />
            </span>
            <h3>{area.title}</h3>
            {area.description ? <p>{area.description}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
