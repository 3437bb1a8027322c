/** A staff preview's answer: kept by no cache, indexed by no robot (docs/product/public-site.md). */
export const previewHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const previewMeta = (title: string | undefined) => [
  { title: title ? `Pré-visualização: ${title}` : "Página Não Encontrada" },
  { name: "robots", content: "noindex, nofollow" },
];
