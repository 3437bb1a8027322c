import type { GalleryImage } from "~/db/content-types";

/**
 * The page's images in the order visitors see them (docs/product/public-site.md): the main image first, then
 * the gallery; an image in both shows once, first. Without a main image the gallery's first leads.
 */
export function withMainImageFirst(mainImage: string, gallery: GalleryImage[]): GalleryImage[] {
  if (!mainImage) return gallery;
  const inGallery = gallery.find((image) => image.url === mainImage);
  return [inGallery ?? { url: mainImage }, ...gallery.filter((image) => image.url !== mainImage)];
}
