import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** A stored file: its path below the uploads root and when it was last written (ms). */
export interface StoredFile {
  path: string;
  modifiedAt: number;
}

/**
 * Where photo files are kept, by path below the uploads root (`<slug>/<member id>/<name>.jpg`).
 * The reference server keeps them on disk; an operator can put an object store behind the same
 * calls.
 */
export interface PhotoStorage {
  save(path: string, data: Buffer): Promise<void>;
  /** Every file below `prefix` (a folder; the whole storage without), in no given order. */
  list(prefix?: string): AsyncIterable<StoredFile>;
  /** Removes a file; a missing file is fine. */
  remove(path: string): Promise<void>;
  /** Removes a folder with everything in it (a member's photos when the account is erased). */
  removeFolder(path: string): Promise<void>;
}

function inside(root: string, path: string): string {
  const target = normalize(join(root, path));
  if (!target.startsWith(`${normalize(root)}${sep}`)) {
    throw new Error(`Photo path ${path} leaves the uploads folder`);
  }
  return target;
}

/** Photo storage in a folder of the server's disk (`./data/uploads`). */
export function createDiskPhotoStorage(root: string): PhotoStorage {
  return {
    async save(path, data) {
      const target = inside(root, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
    },
    async *list(prefix = '') {
      const folder = prefix ? inside(root, prefix) : root;
      let entries: string[];
      try {
        entries = await readdir(folder, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const info = await stat(join(folder, entry)).catch(() => undefined);
        if (!info?.isFile()) continue;
        const path = prefix ? `${prefix}/${entry}` : entry;
        yield { path: path.split(sep).join('/'), modifiedAt: info.mtimeMs };
      }
    },
    async remove(path) {
      await rm(inside(root, path), { force: true });
    },
    async removeFolder(path) {
      await rm(inside(root, path), { recursive: true, force: true });
    },
  };
}
