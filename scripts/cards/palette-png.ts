// Encodes an opaque card as an indexed-colour PNG (one byte a pixel, a palette of at most 256
// colours) instead of resvg's true-colour one: a card is a few flat colours and the anti-aliased
// edges between them, so a palette holds it exactly or nearly (the rarest edge shades take the
// nearest kept colour), and the file is under half the size. The image is read as runs of one
// colour, and deflated for runs (Z_RLE): a tenth of the default level's time, a tenth larger.
import { constants, crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_COLORS = 256;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A pixel as its four bytes read as one number (RGBA in memory order; alpha is always 255). */
const channels = (pixel: number) => [pixel & 255, (pixel >>> 8) & 255, (pixel >>> 16) & 255];

/** Each colour's palette index: every colour if there are at most 256, else the 256 most used. */
function palette(counts: Map<number, number>): { colors: number[]; index: Map<number, number> } {
  const byUse = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  const colors = byUse.slice(0, MAX_COLORS);
  const index = new Map(colors.map((color, at) => [color, at]));
  for (const rare of byUse.slice(MAX_COLORS)) {
    const [r, g, b] = channels(rare);
    let best = 0;
    let bestDistance = Infinity;
    colors.forEach((kept, at) => {
      const [kr, kg, kb] = channels(kept);
      const distance = (r - kr) ** 2 + (g - kg) ** 2 + (b - kb) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [at, distance];
    });
    index.set(rare, best);
  }
  return { colors, index };
}

/** An opaque RGBA image (alpha is ignored) as an indexed-colour PNG. */
export function palettePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  // Runs of one colour within a row, and how many pixels each colour has.
  const runColors: number[] = [];
  const runEnds: number[] = [];
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    const rowEnd = (y + 1) * width;
    for (let at = y * width; at < rowEnd;) {
      const color = pixels[at];
      let end = at + 1;
      while (end < rowEnd && pixels[end] === color) end += 1;
      runColors.push(color);
      runEnds.push(end);
      counts.set(color, (counts.get(color) ?? 0) + end - at);
      at = end;
    }
  }
  const { colors, index } = palette(counts);
  // Each row starts with its filter type, 0 (none): pixel `at` is byte at + its row + 1.
  const rows = Buffer.alloc((width + 1) * height);
  let start = 0;
  runColors.forEach((color, run) => {
    const end = runEnds[run];
    const row = Math.floor(start / width);
    rows.fill(index.get(color)!, start + row + 1, end + row + 1);
    start = end;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, indexed colour, deflate, no filter choice, no interlace
  const plte = Buffer.alloc(colors.length * 3);
  colors.forEach((color, at) => plte.set(channels(color), at * 3));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(rows, { strategy: constants.Z_RLE })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
