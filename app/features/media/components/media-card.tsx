import { FileText } from "lucide-react";
import { formatDateTime } from "~/lib/dates";
import { imageUrl } from "~/lib/image-widths";
import { Card } from "~/ui/card";
import { formatFileSize, typeLabel } from "../format";
import type { MediaItem } from "../media-item";
import { MediaAltDialog } from "./media-alt-dialog";
import { MediaDeleteDialog } from "./media-delete-dialog";
import { MediaUsageList } from "./media-usage-list";

/** One file of the library: its thumbnail and everything staff need to know before using or deleting it. */
export function MediaCard({ file, onDelete, busy }: { file: MediaItem; onDelete: () => void; busy: boolean }) {
  const isImage = file.type.startsWith("image/");
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="flex aspect-[3/2] items-center justify-center bg-steel-100">
        {isImage ? (
          <img
            src={imageUrl(file.url, 640)}
            alt={file.alt}
            width={file.width ?? undefined}
            height={file.height ?? undefined}
            loading="lazy"
            className="size-full object-contain"
          />
        ) : (
          <FileText aria-hidden className="size-12 text-brand-700" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <h2 className="font-semibold break-all text-steel-900">{file.originalName}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-steel-700">
          <dt className="text-steel-600">Tipo</dt>
          <dd>{typeLabel(file.type, file.name)}</dd>
          <dt className="text-steel-600">Tamanho</dt>
          <dd>{formatFileSize(file.size)}</dd>
          {isImage ? (
            <>
              <dt className="text-steel-600">Dimensões</dt>
              <dd>{file.width && file.height ? `${file.width} × ${file.height} px` : "Não identificadas"}</dd>
              <dt className="text-steel-600">Texto alt.</dt>
              <dd className={file.alt ? "break-words" : "font-medium text-amber-800"}>{file.alt || "Sem texto alternativo"}</dd>
            </>
          ) : null}
          <dt className="text-steel-600">Enviado por</dt>
          <dd>{file.uploaderName ?? "Não registrado"}</dd>
          <dt className="text-steel-600">Enviado em</dt>
          <dd>{formatDateTime(file.createdAt)}</dd>
        </dl>
        <div>
          <p className="text-steel-600">Usado em</p>
          {file.usages.length > 0 ? <MediaUsageList usages={file.usages} /> : <p className="text-steel-700">Não usado</p>}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {isImage ? <MediaAltDialog file={file} /> : null}
          <a href={file.url} target="_blank" rel="noreferrer" className="inline-flex items-center px-2 text-brand-700 underline">
            Abrir
          </a>
          <MediaDeleteDialog file={file} onConfirm={onDelete} busy={busy} />
        </div>
      </div>
    </Card>
  );
}
