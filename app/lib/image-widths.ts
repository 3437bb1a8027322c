/** Widths the image route produces; a srcset offers these. */
export const imageWidths = [320, 640, 960, 1280, 1920] as const;

/**
 * Formats the image route encodes: WebP by default, AVIF beside it for browsers that take it,
 * JPEG for the sharing image, which some networks do not show as WebP (decisions 250, 251).
 */
export const imageFormats = ["webp", "avif", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

const uploadPrefix = "/uploads/";
const resizable = /\.(jpe?g|png|webp|gif)$/i;

const isResizable = (src: string) => src.startsWith(uploadPrefix) && resizable.test(src);

/** The optimised address of an uploaded image at one width and format, or the address as it is. */
export function imageUrl(src: string, width: number, format: ImageFormat = "webp") {
  if (!isResizable(src)) return src;
  return `/images/${src.slice(uploadPrefix.length)}?w=${width}${format === "webp" ? "" : `&format=${format}`}`;
}

/** The widths a srcset offers for one use: those of the image route between what the image's smallest and largest displays need. */
export type SrcSetWidths = { min: number; max: number };

const allWidths: SrcSetWidths = { min: 0, max: 1920 };

/**
 * The candidates of a srcset. The route never enlarges: of the widths at or past the original's,
 * only the first is offered, described by the original's own width, so a browser never picks a
 * "1920w" that answers 1200 pixels (decision 251). Unknown originals are offered every width.
 */
export function imageSrcSet(
  src: string,
  { min, max }: SrcSetWidths = allWidths,
  { sourceWidth, format = "webp" }: { sourceWidth?: number | null; format?: ImageFormat } = {},
) {
  if (!isResizable(src)) return undefined;
  const widths = imageWidths.filter((width) => width >= min && width <= max);
  const smaller = sourceWidth ? widths.filter((width) => width < sourceWidth) : widths;
  const first = sourceWidth ? widths.find((width) => width >= sourceWidth) : undefined;
  const candidates = [...smaller.map((width) => [width, width] as const), ...(first ? [[first, sourceWidth!] as const] : [])];
  return candidates.map(([width, described]) => `${imageUrl(src, width, format)} ${described}w`).join(", ");
}

/** The sharing image's width: wide enough for every network's large card, at most the original's. */
const shareWidth = 1280;

/**
 * The sharing image (`og:image`) of an image shown on a page: a JPEG of the original's
 * proportions, with its size when the library knows the original's.
 */
export function shareImage(src: string, source: { width: number | null; height: number | null } | undefined) {
  if (!isResizable(src)) return { url: src, type: undefined, width: undefined, height: undefined };
  const width = source?.width ? Math.min(shareWidth, source.width) : undefined;
  const height = width && source?.height ? Math.round((source.height * width) / source.width!) : undefined;
  return { url: imageUrl(src, shareWidth, "jpeg"), type: "image/jpeg", width, height: width ? height : undefined };
}
