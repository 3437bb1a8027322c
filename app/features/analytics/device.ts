import Bowser from "bowser";

export type Device = "Desktop" | "Mobile" | "Tablet";

/** Desktop, Mobile or Tablet, from the browser's user agent (TVs and the unknown count as Desktop). */
export function deviceOf(userAgent: string): Device {
  const type = Bowser.parse(userAgent).platform.type;
  if (type === "mobile") return "Mobile";
  if (type === "tablet") return "Tablet";
  return "Desktop";
}
