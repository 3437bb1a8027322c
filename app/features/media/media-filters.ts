import type { ListSizes } from "~/lib/list-paging";

/** The kinds of file the 'Mídia' screen can show alone, by their value in the address. */
export const mediaKinds = { imagem: "Imagens", pdf: "PDFs", documento: "Outros documentos" } as const;
export type MediaKind = keyof typeof mediaKinds;

/** What the 'Mídia' screen is asked to show: words of a file's name or alt text, and a kind. */
export type MediaFilters = { q: string; kind: MediaKind | null };

/** Cards, not rows: pages of 24 fill the grid's 2 and 3 columns evenly. */
export const mediaListSizes: ListSizes = { options: [24, 48, 96], initial: 24, pageParam: "pagina", sizeParam: "tamanho" };

const isKind = (value: string | null): value is MediaKind => value !== null && Object.hasOwn(mediaKinds, value);

export function readMediaFilters(search: URLSearchParams): MediaFilters {
  const kind = search.get("tipo");
  return { q: (search.get("q") ?? "").trim().slice(0, 100), kind: isKind(kind) ? kind : null };
}

/** What the library's own upload button offers: the images and PDFs the editors use. */
export const libraryUploadTypes = "image/jpeg,image/png,image/gif,image/webp,application/pdf";
