import type { Readable } from "node:stream";

type StoredFile = { name: string; size: number; modifiedAt: Date };

/**
 * Where uploaded files live: a folder (STORAGE=local) or an S3-compatible bucket (STORAGE=s3).
 * Every reader and writer of uploads goes through it; names are the generated stored names.
 */
export type FileStorage = {
  save(name: string, bytes: Uint8Array): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** False when there was no such file. */
  remove(name: string): Promise<boolean>;
  /** Every stored file, a page at a time: a bucket may hold more than one answer lists. */
  list(): AsyncIterable<StoredFile>;
  /** The file's bytes as they arrive, or undefined when there is no such file. */
  read(name: string): Promise<Readable | undefined>;
  /** The address pages keep: always /uploads/<name>, whichever storage holds the bytes. */
  publicUrl(name: string): string;
};
