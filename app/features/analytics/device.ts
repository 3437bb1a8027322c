import Bowser from "bowser";

export type Device = "Computador" | "Celular" | "Tablet";

/** Computador, Celular or Tablet, from the browser's user agent (TVs and the unknown count as Computador). */
export function deviceOf(userAgent: string): Device {
  const type = Bowser.parse(userAgent).platform.type;
  if (type === "mobile") return "Celular";
  if (type === "tablet") return "Tablet";
  return "Computador";
}
