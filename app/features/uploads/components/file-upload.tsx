import { FileText, Link2, Trash2, UploadCloud } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { cn } from "~/lib/cn";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { MediaPicker } from "./media-picker";
import { UploadProgress } from "./upload-progress";
import { useUpload } from "./use-upload";

type Kind = "image" | "pdf";

type Props = {
  label: string;
  kind: Kind;
  value: string;
  onChange: (url: string) => void;
  hint?: string;
};

const accept: Record<Kind, string> = {
  image: "image/jpeg,image/png,image/gif,image/webp",
  pdf: "application/pdf",
};

/**
 * One upload control for every editor: drop or choose a file, watch its progress, or
 * paste an address and use it.
 */
export function FileUpload({ label, kind, value, onChange, hint }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, upload, uploading } = useUpload(({ url }) => onChange(url));
  const [dragging, setDragging] = useState(false);
  const [urlText, setUrlText] = useState("");

  function applyUrl() {
    const url = urlText.trim();
    if (!url) return;
    onChange(url);
    setUrlText("");
    toast.success("URL definida com sucesso!");
  }

  return (
    <div className="min-w-0">
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-steel-800">
        {label}
      </p>
      {value ? (
        <div className="flex items-center gap-3 rounded-md border border-steel-200 bg-white p-2">
          {kind === "image" ? (
            <img src={value} alt="" className="size-16 shrink-0 rounded object-cover" />
          ) : (
            <FileText aria-hidden className="size-10 shrink-0 text-brand-700" />
          )}
          <a href={value} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-sm text-brand-700 underline">
            {value}
          </a>
          {kind === "image" ? <MediaPicker label={label} triggerLabel="Trocar" current={value} onPick={onChange} /> : null}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange("");
              toast.success("Arquivo removido");
            }}
            aria-label={`Remover ${label.toLowerCase()}`}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file) void upload(file);
          }}
          className={cn(
            "flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-5 text-center text-sm",
            dragging ? "border-brand-500 bg-brand-50" : "border-steel-300 bg-white",
          )}
        >
          <UploadCloud aria-hidden className="size-7 text-steel-500" />
          <p className="text-steel-700">Arraste o arquivo aqui ou</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={uploading}>
              Escolher arquivo
            </Button>
            {kind === "image" ? <MediaPicker label={label} triggerLabel="Biblioteca de mídia" current={value} onPick={onChange} /> : null}
          </div>
          <input
            ref={input}
            type="file"
            accept={accept[kind]}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          {hint ? <p className="text-xs text-steel-600">{hint}</p> : null}
        </div>
      )}
      <UploadProgress progress={progress} />
      <div className="mt-2 flex gap-2">
        <Input
          type="url"
          value={urlText}
          onChange={(event) => setUrlText(event.target.value)}
          onKeyDown={(event) => {
            // Inside an editor's form, Enter here means "use this address", not "save the page".
            if (event.key !== "Enter") return;
            event.preventDefault();
            applyUrl();
          }}
          placeholder="https://... ou /uploads/..."
          aria-label={`Endereço de ${label.toLowerCase()}`}
        />
        <Button type="button" variant="outline" onClick={applyUrl} disabled={!urlText.trim()} className="shrink-0">
          <Link2 aria-hidden className="size-4" />
          Usar URL
        </Button>
      </div>
    </div>
  );
}
