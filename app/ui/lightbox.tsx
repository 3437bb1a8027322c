import { Icon } from "~/ui/icons/icon";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import type { GalleryImage } from "~/db/content-types";
import { imageUrl } from "~/lib/image-widths";

type Props = {
  images: GalleryImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title: string;
};

/**
 * Full-size gallery on an opaque backdrop: close, previous, next and a counter; Escape closes,
 * arrows wrap around, and the focus goes back to what opened it.
 */
export function Lightbox({ images, index, onIndexChange, title }: Props) {
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  // Opened by a state change, not a Radix trigger: the opener is remembered to get the focus back.
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && images.length > 0;
  const current = open ? images[index] : undefined;
  const move = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + images.length) % images.length);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") move(1);
            if (event.key === "ArrowLeft") move(-1);
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 focus:outline-none"
        >
          <Dialog.Title className="sr-only">Galeria de imagens: {title}</Dialog.Title>
          <div className="absolute top-4 right-4 left-4 flex items-center justify-between text-white">
            <p aria-live="polite" className="rounded-full bg-black/50 px-3 py-1 text-sm">
              {index !== null ? index + 1 : 0} / {images.length}
            </p>
            <Dialog.Close className="rounded-full bg-black/50 p-2 hover:bg-black/70" aria-label="Fechar">
              <Icon name="X" className="size-6" />
            </Dialog.Close>
          </div>
          {current ? (
            failed[current.url] ? (
              <div className="flex aspect-[3/2] w-full max-w-3xl flex-col items-center justify-center gap-3 rounded-card bg-steel-800 text-steel-200">
                <Icon name="ImageOff" className="size-12" />
                Imagem não encontrada
              </div>
            ) : (
              <img
                key={current.url}
                src={imageUrl(current.url, 1280)}
                alt={current.alt || title}
                className="max-h-[80vh] max-w-full rounded-card object-contain"
                onError={() => setFailed((state) => ({ ...state, [current.url]: true }))}
              />
            )
          ) : null}
          {current?.alt ? <p className="mt-3 text-center text-sm text-steel-200">{current.alt}</p> : null}
          {images.length > 1 ? (
            <>
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label="Imagem anterior"
                className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-black/50 p-3 text-white hover:bg-black/70"
              >
                <Icon name="ChevronLeft" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label="Próxima imagem"
                className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-black/50 p-3 text-white hover:bg-black/70"
              >
                <Icon name="ChevronRight" className="size-6" />
              </button>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
