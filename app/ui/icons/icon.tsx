import { cn } from "~/lib/cn";
import type { IconName } from "./icon-names";
import spriteHref from "./sprite.svg?url";

type IconProps = { name: IconName; className?: string; label?: string };

/**
 * One icon of the site's sprite: a reference of about 100 bytes in the page instead of the
 * whole drawing, and one cached file for all of them. Decorative unless it has a label.
 */
export function Icon({ name, className, label }: IconProps) {
  return (
    <svg className={cn("icon", className)} {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
