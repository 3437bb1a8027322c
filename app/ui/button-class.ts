import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-600 text-white hover:bg-accent-700",
  outline: "border border-steel-300 bg-white text-steel-900 hover:bg-steel-50",
  inverse: "border border-white/40 bg-white/10 text-white hover:bg-white/20",
  ghost: "text-steel-700 hover:bg-steel-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export type ButtonLook = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

/**
 * A button's classes. The public pages give them to their links directly, so the framework
 * chunk every page loads carries no Slot primitive for `<Button asChild>`.
 */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonLook = {}) {
  return cn("btn", variants[variant], sizes[size], className);
}
