/** A file's size as staff read it: "820 KB", "2,4 MB". */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const format = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

/** The short name of a type: "PNG", "PDF", "DOCX". */
export function typeLabel(type: string, name: string) {
  if (type.startsWith("image/")) return type.slice("image/".length).toUpperCase().replace("JPEG", "JPG");
  return name.slice(name.lastIndexOf(".") + 1).toUpperCase();
}
