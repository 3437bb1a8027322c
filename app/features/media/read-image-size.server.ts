import sharp from "sharp";

const images = /^image\//;

/** An image's width and height, read from its bytes; null for any other file or bytes sharp cannot read. */
export async function readImageSize(type: string, bytes: Uint8Array) {
  if (!images.test(type)) return { width: null, height: null };
  try {
    const { width, height } = await sharp(bytes).metadata();
    return { width: width ?? null, height: height ?? null };
  } catch {
    return { width: null, height: null };
  }
}
