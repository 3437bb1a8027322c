import { fileTypeFromBuffer } from "file-type";
import { allowedTypes, type AllowedMime } from "./rules";

const markup = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|\?xml)\b/i;

function isPlainText(bytes: Uint8Array) {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Text that a browser could run as a page is not plain text.
  return !markup.test(text);
}

/** The real type of the bytes, or undefined when it is not one we accept. */
export async function detectAllowedType(bytes: Uint8Array): Promise<AllowedMime | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === "application/x-cfb") return "application/msword";
    return detected.mime in allowedTypes ? (detected.mime as AllowedMime) : undefined;
  }
  return isPlainText(bytes) ? "text/plain" : undefined;
}
