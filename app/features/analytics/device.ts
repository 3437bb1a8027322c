import Bowser from "bowser";

export const devices = ["Desktop", "Mobile", "Tablet"] as const;
export type Device = (typeof devices)[number];

/** Desktop, Mobile or Tablet, from the browser's user agent (TVs and the unknown count as Desktop). */
export function deviceOf(userAgent: string): Device {
  const type = Bowser.parse(userAgent).platform.type;
  if (type === "mobile") return "Mobile";
  if (type === "tablet") return "Tablet";
  return "Desktop";
}
