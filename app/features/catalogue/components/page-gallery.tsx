import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import type { GalleryImage } from "~/db/content-types";
import { libraryImage, type LibraryDetailsByUrl } from "~/lib/library-image";
import { ResponsiveImage } from "~/ui/responsive-image";
import { Lightbox } from "~/ui/lightbox";
import { ThumbnailGrid } from "~/ui/thumbnail-grid";
import { withMainImageFirst } from "../gallery-order";

/** The main image with its enlarge button, and the gallery thumbnails; both open the lightbox. */
export function PageGallery({
  title,
  mainImage,
  gallery,
  library,
}: {
  title: string;
  mainImage: string;
  gallery: GalleryImage[];
  library: LibraryDetailsByUrl;
}) {
  const images: GalleryImage[] = withMainImageFirst(mainImage, gallery).map((image) => ({
    url: image.url,
    alt: libraryImage(image.url, library, { alt: image.alt, fallbackAlt: title, width: 900, height: 600 }).alt,
  }));
  const [index, setIndex] = useState<number | null>(null);
  const main = images[0];
  const shown = libraryImage(main?.url ?? "", library, { alt: main?.alt, fallbackAlt: title, width: 900, height: 600 });

  return (
    <div>
      <div className="relative overflow-hidden rounded-card bg-steel-100">
        <ResponsiveImage
          src={main?.url ?? ""}
          alt={shown.alt}
          width={shown.width}
          height={shown.height}
          sizes="(min-width: 1024px) 600px, 100vw"
          sourceWidth={shown.sourceWidth}
          priority
          className="aspect-[3/2] w-full object-cover"
        />
        {main ? (
          <button
            type="button"
            onClick={() => setIndex(0)}
            className="absolute right-3 bottom-3 inline-flex items-center gap-2 rounded-md bg-white/90 px-3 py-2 text-sm font-medium text-steel-900 shadow hover:bg-white"
          >
            <Icon name="Maximize2" className="size-4" />
            Ampliar
          </button>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ThumbnailGrid
          images={images}
          onOpen={setIndex}
          className="mt-3 grid-cols-4 gap-3"
          thumbnail={{ width: 200, height: 133, sizes: "150px" }}
        />
      ) : null}
      <Lightbox images={images} index={index} onIndexChange={setIndex} title={title} />
    </div>
  );
}
