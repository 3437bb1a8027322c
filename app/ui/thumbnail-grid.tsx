import type { GalleryImage } from "~/db/content-types";
import { cn } from "~/lib/cn";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  images: GalleryImage[];
  onOpen: (index: number) => void;
  /** Grid columns and gaps. */
  className: string;
  /** The size each thumbnail is requested at, and the `sizes` the browser picks a width by. */
  thumbnail: { width: number; height: number; sizes: string };
};

/** A gallery's thumbnails, each a button that opens the lightbox at its image. */
export function ThumbnailGrid({ images, onOpen, className, thumbnail }: Props) {
  return (
    <ul className={cn("grid", className)} aria-label="Galeria de imagens">
      {images.map((image, position) => (
        <li key={`${image.url}-${position}`}>
          <button
            type="button"
            onClick={() => onOpen(position)}
            aria-label={`Abrir imagem ${position + 1} de ${images.length}${image.alt ? `: ${image.alt}` : ""}`}
            className="block w-full overflow-hidden rounded-md ring-brand-500 hover:ring-2"
          >
            <ResponsiveImage src={image.url} alt="" {...thumbnail} className="aspect-[3/2] w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
