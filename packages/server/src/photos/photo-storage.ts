import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where photo files are kept, by path below the uploads root (`<slug>/<member id>/<name>.jpg`).
 * The reference server keeps them on disk; an operator can put an object store behind the same
 * three calls.
 */
export interface PhotoStorage {
  save(path: string, data: Buffer): Promise<void>;
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
    async remove(path) {
      await rm(inside(root, path), { force: true });
    },
    async removeFolder(path) {
      await rm(inside(root, path), { recursive: true, force: true });
    },
  };
}
