import type { HomeArea } from "~/db/content-types";

/** The icon and colour choices of an area, with the labels staff read. */
export const areaIconChoices = [
  { value: "Filter", label: "Filtro" },
  { value: "Link", label: "Link/Corrente" },
  { value: "Heart", label: "Coração" },
  { value: "Zap", label: "Raio" },
  { value: "Recycle", label: "Reciclagem" },
  { value: "Car", label: "Carro" },
  { value: "Wheat", label: "Trigo" },
  { value: "Droplet", label: "Gota" },
  { value: "Sparkles", label: "Brilho" },
  { value: "Beaker", label: "Frasco" },
] as const;

export const areaColorChoices = [
  { value: "blue", label: "Azul" },
  { value: "red", label: "Vermelho" },
  { value: "purple", label: "Roxo" },
  { value: "orange", label: "Laranja" },
  { value: "pink", label: "Rosa" },
  { value: "green", label: "Verde" },
  { value: "gray", label: "Cinza" },
  { value: "teal", label: "Verde-azulado" },
  { value: "amber", label: "Âmbar" },
  { value: "cyan", label: "Ciano" },
] as const;

export type AreaIcon = (typeof areaIconChoices)[number]["value"];
export type AreaColor = (typeof areaColorChoices)[number]["value"];

export const areaIconNames = areaIconChoices.map((choice) => choice.value) as [AreaIcon, ...AreaIcon[]];
export const areaColorNames = areaColorChoices.map((choice) => choice.value) as [AreaColor, ...AreaColor[]];

/** The defaults of a new area: the Filter icon, blue. */
export const defaultAreaIcon: AreaIcon = "Filter";
export const defaultAreaColor: AreaColor = "blue";

/** An area's icon among the choices above, by name; unknown names fall back to the default (Filter). */
export function areaIcon(name: string): AreaIcon {
  return areaIconChoices.find((choice) => choice.value === name)?.value ?? defaultAreaIcon;
}

export type PublicArea = Omit<HomeArea, "icon"> & { icon: AreaIcon };

/** The areas as the home page shows them, in order and with a known icon, settled on the server. */
export function publicAreas(areas: HomeArea[]): PublicArea[] {
  return [...areas].sort((a, b) => a.order - b.order).map((area) => ({ ...area, icon: areaIcon(area.icon) }));
}
