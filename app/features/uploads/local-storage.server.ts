import fs from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./file-storage.server";
import { storedNamePattern } from "./rules";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

function resolveInside(root: string, name: string) {
  if (!storedNamePattern.test(name)) throw new Error(`Unsafe upload name: ${name}`);
  const full = path.resolve(root, name);
  if (path.dirname(full) !== path.resolve(root)) throw new Error(`Unsafe upload name: ${name}`);
  return full;
}

/** Files in one folder (DATA_DIR/uploads or UPLOADS_DIR), read from disk on every request: nothing is kept in memory. */
export function localDiskStorage(root: string): FileStorage {
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
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async *list() {
      let entries;
      try {
        entries = await fs.readdir(root, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      // A half-written `.partial` or anything else put there by hand is no stored file.
      for (const entry of entries) {
        if (!entry.isFile() || !storedNamePattern.test(entry.name)) continue;
        const stats = await fs
          .stat(path.join(root, entry.name))
          .catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
        if (stats) yield { name: entry.name, size: stats.size, modifiedAt: stats.mtime };
      }
    },
    async read(name) {
      try {
        const handle = await fs.open(resolveInside(root, name));
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    publicUrl(name) {
      return `/uploads/${name}`;
    },
  };
}
