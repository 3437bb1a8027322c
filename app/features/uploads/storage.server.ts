import fs from "node:fs/promises";
import path from "node:path";
import { config } from "~/config/env.server";
import { storedNamePattern } from "./rules";

/** Where uploaded files live; the local disk today, object storage behind the same calls later. */
export type FileStorage = {
  save(name: string, bytes: Uint8Array): Promise<void>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<boolean>;
  publicUrl(name: string): string;
};

/** Every instance reads the disk on each request: no list of files is kept in memory. */
export function uploadsDir() {
  return config().uploadsDir;
}

function resolveInside(root: string, name: string) {
  if (!storedNamePattern.test(name)) throw new Error(`Unsafe upload name: ${name}`);
  const full = path.resolve(root, name);
  if (path.dirname(full) !== path.resolve(root)) throw new Error(`Unsafe upload name: ${name}`);
  return full;
}

export function localDiskStorage(root = uploadsDir()): FileStorage {
  return {
    async save(name, bytes) {
      await fs.mkdir(root, { recursive: true });
      const full = resolveInside(root, name);
      const partial = `${full}.partial`;
      // Write then rename, so a crash never leaves a half file under the public name.
      await fs.writeFile(partial, bytes, { flag: "wx" });
      try {
        await fs.rename(partial, full);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async exists(name) {
      try {
        await fs.access(resolveInside(root, name));
        return true;
      } catch {
        return false;
      }
    },
    async remove(name) {
      try {
        await fs.unlink(resolveInside(root, name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    publicUrl(name) {
      return `/uploads/${name}`;
    },
  };
}
