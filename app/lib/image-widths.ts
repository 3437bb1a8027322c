/** Widths the image route produces; a srcset offers these. */
export const imageWidths = [320, 640, 960, 1280, 1920] as const;

const uploadPrefix = "/uploads/";
const resizable = /\.(jpe?g|png|webp|gif)$/i;

/** The optimised address of an uploaded image at one width, or the address as it is. */
export function imageUrl(src: string, width: number) {
  if (!src.startsWith(uploadPrefix) || !resizable.test(src)) return src;
  return `/images/${src.slice(uploadPrefix.length)}?w=${width}`;
}

/** The widths a srcset offers for one use: those of the image route between what the image's smallest and largest displays need. */
export type SrcSetWidths = { min: number; max: number };

const allWidths: SrcSetWidths = { min: 0, max: 1920 };

export function imageSrcSet(src: string, { min, max }: SrcSetWidths = allWidths) {
  if (!src.startsWith(uploadPrefix) || !resizable.test(src)) return undefined;
  return imageWidths
    .filter((width) => width >= min && width <= max)
    .map((width) => `${imageUrl(src, width)} ${width}w`)
    .join(", ");
}
