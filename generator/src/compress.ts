import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SITE_SERVER_DIR } from '@dating/contract/enums';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The kinds of files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt'];

/** Files smaller than this gain nothing from compression (one network packet either way). */
const MIN_BYTES = 256;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file
 * of a built site, for the server to send to browsers that accept them. A copy that would not be
 * smaller is not written. The build's manifest folder (`.vite`) and its server entry
 * (`SITE_SERVER_DIR`), which no browser gets, are left alone.
 * @returns the compressed files written, relative to `dir`.
 */
export async function compressSite(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter(
      (entry) =>
        entry.isFile() &&
        COMPRESSED_EXTENSIONS.some((extension) => entry.name.endsWith(extension)) &&
        !relative(dir, entry.parentPath)
          .split(/[\\/]/)
          .some((folder) => folder === '.vite' || folder === SITE_SERVER_DIR),
    )
    .map((entry) => join(entry.parentPath, entry.name));
  const written: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      for (const [extension, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (compressed.length >= content.length) continue;
        await writeFile(`${file}${extension}`, compressed);
        written.push(relative(dir, `${file}${extension}`));
      }
    }),
  );
  return written.sort();
}
