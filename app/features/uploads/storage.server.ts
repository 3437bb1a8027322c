import { config, type StorageConfig } from "~/config/env.server";
import type { FileStorage } from "./file-storage.server";
import { localDiskStorage } from "./local-storage.server";
import { s3Storage } from "./s3-storage.server";

const storages = new WeakMap<StorageConfig, FileStorage>();

/** The storage the configuration chooses, one per process (a bucket's client keeps its connections). */
export function fileStorage(settings: StorageConfig = config().storage): FileStorage {
  let storage = storages.get(settings);
  if (!storage) {
    storage = settings.driver === "s3" ? s3Storage(settings) : localDiskStorage(settings.uploadsDir);
    storages.set(settings, storage);
  }
  return storage;
}
