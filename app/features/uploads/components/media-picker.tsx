import { Images, UploadCloud } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { cn } from "~/lib/cn";
import { imageUrl } from "~/lib/image-widths";
import { Button } from "~/ui/button";
import { Dialog, DialogCancelButton, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/ui/dialog";
import { TextField } from "~/ui/text-field";
import { maxUploadBytes, uploadMessages } from "../rules";
import { UploadProgress, type Progress } from "./upload-progress";
import { uploadWithProgress } from "./upload-request";

type LibraryImage = { name: string; url: string; originalName: string; alt: string; width: number | null; height: number | null };

type Props = { label: string; triggerLabel: string; current: string; onPick: (url: string) => void };

const accept = "image/jpeg,image/png,image/gif,image/webp";

async function loadImages(): Promise<LibraryImage[]> {
  const response = await fetch("/api/admin/media", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error("Não foi possível carregar a biblioteca de mídia. Tente novamente.");
  return ((await response.json()) as { images: LibraryImage[] }).images;
}

async function saveAlt(name: string, alt: string) {
  const response = await fetch("/api/admin/media", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, alt }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(body.error?.message ?? "Erro ao salvar o texto alternativo");
  }
}

/** The dialog's content, mounted with it: each opening loads the library afresh. */
function PickerBody({ label, current, onPick, close }: Omit<Props, "triggerLabel"> & { close: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [selected, setSelected] = useState<LibraryImage | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string>();
  const [progress, setProgress] = useState<Progress>(null);
  const [saving, setSaving] = useState(false);

  function select(image: LibraryImage) {
    setSelected(image);
    setAlt(image.alt);
    setAltError(undefined);
  }

  useEffect(() => {
    loadImages().then(
      (loaded) => {
        setImages(loaded);
        // The field's image comes chosen, so its alt text can be written without looking for it.
        const chosen = loaded.find((image) => image.url === current);
        if (chosen) select(chosen);
      },
      (error: Error) => setLoadError(error.message),
    );
  }, [current]);

  async function upload(file: File) {
    if (file.size > maxUploadBytes) {
      setProgress({ state: "failed", message: uploadMessages.tooLarge });
      return;
    }
    setProgress({ state: "uploading", percent: 0 });
    try {
      const stored = await uploadWithProgress(file, (percent) => setProgress({ state: "uploading", percent }));
      const image = { ...stored, originalName: file.name };
      setImages((current) => [image, ...(current ?? [])]);
      select(image);
      setProgress({ state: "done" });
    } catch (error) {
      setProgress({ state: "failed", message: error instanceof Error ? error.message : "Erro ao enviar arquivo" });
    }
  }

  async function use() {
    if (!selected) return;
    const text = alt.trim();
    if (text.length > 250) {
      setAltError("Use no máximo 250 caracteres");
      return;
    }
    setSaving(true);
    try {
      if (text !== selected.alt) await saveAlt(selected.name, text);
      onPick(selected.url);
      toast.success(text ? "Imagem escolhida" : "Imagem escolhida, sem texto alternativo");
      close();
    } catch (error) {
      setAltError(error instanceof Error ? error.message : "Erro ao salvar o texto alternativo");
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="rounded-md border-2 border-dashed border-steel-300 p-4 text-center text-sm">
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={progress?.state === "uploading"}>
          <UploadCloud aria-hidden className="size-4" />
          Enviar nova imagem
        </Button>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={accept}
          className="sr-only"
          aria-label={`Enviar nova imagem para ${label.toLowerCase()}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <p className="mt-1 text-xs text-steel-600">JPG, PNG, GIF ou WebP, até 10MB.</p>
        <UploadProgress progress={progress} />
      </div>

      {loadError ? (
        <p className="text-sm text-red-700">{loadError}</p>
      ) : images === null ? (
        <p className="text-sm text-steel-600" role="status">
          Carregando a biblioteca...
        </p>
      ) : images.length === 0 ? (
        <p className="text-sm text-steel-600">Nenhuma imagem na biblioteca. Envie a primeira acima.</p>
      ) : (
        <ul className="grid max-h-[40vh] grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-4" aria-label="Imagens da biblioteca">
          {images.map((image) => (
            <li key={image.name}>
              <button
                type="button"
                aria-pressed={selected?.name === image.name}
                onClick={() => select(image)}
                className={cn(
                  "block w-full overflow-hidden rounded-md border-2 bg-steel-100 text-left",
                  selected?.name === image.name ? "border-brand-600 ring-2 ring-brand-300" : "border-transparent",
                )}
              >
                <img
                  src={imageUrl(image.url, 320)}
                  alt=""
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
                <span className="block truncate px-1 py-0.5 text-xs text-steel-800">{image.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {selected ? (
        <TextField
          id={`${id}-alt`}
          name="alt"
          value={alt}
          onChange={(value) => {
            setAlt(value);
            setAltError(undefined);
          }}
          error={altError}
          label="Texto alternativo"
          hint={`Descreva "${selected.originalName}" para quem não a vê. Fica salvo com a imagem e aparece em todas as páginas que a usam.`}
        />
      ) : null}

      <div className="flex justify-end gap-3">
        <DialogCancelButton />
        <Button type="button" onClick={() => void use()} disabled={!selected || saving}>
          {saving ? "Salvando..." : "Usar imagem"}
        </Button>
      </div>
    </div>
  );
}

/** 'Biblioteca de mídia' beside an image field: pick a stored image, or upload one, and give its alt text. */
export function MediaPicker({ label, triggerLabel, current, onPick }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`${triggerLabel}: ${label.toLowerCase()}`}>
          <Images aria-hidden className="size-4" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="xl">
        <DialogTitle>Biblioteca de mídia</DialogTitle>
        <DialogDescription className="mt-1">Escolha uma imagem para {label.toLowerCase()} ou envie uma nova.</DialogDescription>
        {open ? <PickerBody label={label} current={current} onPick={onPick} close={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
