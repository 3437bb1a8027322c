import { Transform, type TransformCallback } from "node:stream";

/**
 * Passes on, as one buffer, everything written to it in the same turn of the event loop.
 * React writes a rendered page in 2 KB pieces; each piece would otherwise cross the web stream
 * React Router answers with, and reach the socket (and the compressor's flush) on its own.
 */
export class BatchedStream extends Transform {
  #pending: Buffer[] = [];
  #size = 0;
  #scheduled = false;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback) {
    const piece = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    this.#pending.push(piece);
    this.#size += piece.byteLength;
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    this.#scheduled = false;
    if (this.#pending.length === 0 || this.destroyed) return;
    const batch = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending, this.#size);
    this.#pending = [];
    this.#size = 0;
    this.push(batch);
  }
}
