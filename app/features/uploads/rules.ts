/** Upload limits and messages, shared by the upload UI and the API. */
export const maxUploadBytes = 10_485_760;

export const uploadMessages = {
  tooLarge: "Arquivo muito grande. Máximo permitido: 10MB",
  typeNotAllowed: "Tipo de arquivo não permitido",
  missingFile: "Nenhum arquivo enviado",
  invalidName: "Nome de arquivo inválido",
  notFound: "Arquivo não encontrado",
} as const;

/** Allowed kinds: the extensions a name may carry for each real (sniffed) type. */
export const allowedTypes = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
  "text/plain": ["txt"],
  "application/msword": ["doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
} as const;

export type AllowedMime = keyof typeof allowedTypes;

const allowedExtensions = Object.values(allowedTypes).flat();

/** Stored names: generated, lowercase, one extension; nothing that could leave the folder. */
export const storedNamePattern = new RegExp(`^[a-z0-9][a-z0-9-]{0,127}\\.(${allowedExtensions.join("|")})$`);

/** The type a stored name stands for: stored names carry the extension of their checked type. */
export function typeOfStoredName(name: string): AllowedMime | undefined {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return (Object.keys(allowedTypes) as AllowedMime[]).find((type) => (allowedTypes[type] as readonly string[]).includes(extension));
}
