/** What the media library keeps about an uploaded image, as public loaders pass it on. */
type LibraryDetails = { alt: string; width: number | null; height: number | null };

/** The library's details of the images a page shows, by address. */
export type LibraryDetailsByUrl = Record<string, LibraryDetails>;

type Shown = {
  /** The alt text the content gives this use of the image (a gallery item's, the banner's). */
  alt?: string;
  /** Used when neither the content nor the library describes the image. */
  fallbackAlt: string;
  /** The width the layout shows it at. */
  width: number;
  /** The height when the library does not know the image's proportions. */
  height: number;
};

/**
 * The alt text and size of an image where it shows: the content's own alt text, else the
 * library's, else the fallback; the height follows the file's own proportions when the library
 * measured it, so the browser reserves the right space before the image arrives; the file's own
 * width bounds the copies offered.
 */
export function libraryImage(url: string, library: LibraryDetailsByUrl, shown: Shown) {
  const details = library[url];
  const alt = shown.alt?.trim() || details?.alt || shown.fallbackAlt;
  const height = details?.width && details.height ? Math.round((shown.width * details.height) / details.width) : shown.height;
  return { alt, width: shown.width, height, sourceWidth: details?.width ?? null };
}
