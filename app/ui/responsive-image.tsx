import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { preload } from "react-dom";
import { imageSrcSet, imageUrl, type SrcSetWidths } from "~/lib/image-widths";
import { cn } from "~/lib/cn";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** Defaults to every width the image route serves. */
  widths?: SrcSetWidths;
  /** The original's width, when the library knows it: no wider copy is offered. */
  sourceWidth?: number | null;
  className?: string;
  priority?: boolean;
};

/**
 * An uploaded image through the image route: AVIF where the browser takes it, else WebP, resized,
 * lazy unless it is the first thing seen, with its size given so nothing shifts. A broken image
 * becomes a placeholder that says so.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, widths, sourceWidth, className, priority }: Props) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt || "Imagem não encontrada"}
        className={cn("flex flex-col items-center justify-center gap-2 bg-steel-100 text-sm text-steel-600", className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <Icon name="ImageOff" className="size-8" />
        Imagem não encontrada
      </div>
    );
  }
  const avif = imageSrcSet(src, widths, { sourceWidth, format: "avif" });
  // React preloads a first-seen image, but not one inside a <picture>, whose source it cannot
  // choose: the AVIF set is preloaded here, and a browser without AVIF skips it by its type.
  if (priority && avif) {
    preload(imageUrl(src, Math.min(960, width * 2), "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const img = (
    <img
      src={imageUrl(src, Math.min(960, width * 2))}
      srcSet={imageSrcSet(src, widths, { sourceWidth })}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
