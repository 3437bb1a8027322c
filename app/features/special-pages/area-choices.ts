/** The icon and colour choices of an area, with the labels staff read (admin spec, section 3). */
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

/** The spec's defaults for a new area. */
export const defaultAreaIcon: AreaIcon = "Filter";
export const defaultAreaColor: AreaColor = "blue";
