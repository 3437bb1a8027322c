import { Link } from "react-router";

type Usage = { label: string; href: string };

/** The places that show a file, each a link to its editor. */
export function MediaUsageList({ usages }: { usages: Usage[] }) {
  return (
    <ul className="space-y-1">
      {usages.map((usage) => (
        <li key={usage.href}>
          <Link to={usage.href} className="text-brand-700 underline hover:text-brand-900">
            {usage.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
