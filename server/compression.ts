import zlib from "node:zlib";
import compression from "compression";
import { compressedUnlessUpload } from "~/features/uploads/index.server";

// A streaming brotli encoder reserves its whole window up front, 4 MiB by default. With 50 pages
// rendered and compressed at once, V8 collected the whole heap four times a second for that
// native memory, and uncached renders with brotli fell to half of gzip's. A 256 KiB window holds
// any page whole: the home's 70 KB compress to the same bytes (decision 307).
const brotliWindowBits = 18;

/** Compresses what is not served pre-compressed (the page cache's answers are), uploads excepted. */
export function compressAnswers() {
  return compression({
    filter: compressedUnlessUpload,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits } },
  });
}
