// Precompressed copies (brotli and gzip) of every text file, so the server never compresses on the fly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
]);

/** Writes <file>.br and <file>.gz beside every compressible file under `dir`; returns how many files. */
export function compressTree(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += compressTree(path);
    } else if (COMPRESSIBLE.has(extname(entry.name))) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
  return count;
}
