// renderOgImage: the PNG it writes is decoded here from scratch (chunks, CRCs, zlib stream,
// scanlines) so that the encoder is checked against the format rather than against itself.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { normalizeOgText, renderOgImage, type OgImageInput } from '../../scripts/og/og-image.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Independent bitwise CRC-32 (no table), to check the module's table-driven one.
function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
}

function parseChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let pos = 8;
  while (pos < png.length) {
    expect(pos + 12).toBeLessThanOrEqual(png.length);
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + length);
    const crc = png.readUInt32BE(pos + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(crc32(png.subarray(pos + 4, pos + 8 + length)));
    chunks.push({ type, data });
    pos += 12 + length;
  }
  expect(pos).toBe(png.length);
  return chunks;
}

interface Decoded {
  width: number;
  height: number;
  bpp: number;
  raw: Buffer;
  pixel(x: number, y: number): [number, number, number];
}

function decode(png: Buffer): Decoded {
  expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks = parseChunks(png);
  expect(chunks[0].type).toBe('IHDR');
  expect(chunks[chunks.length - 1].type).toBe('IEND');
  const ihdr = chunks[0].data;
  expect(ihdr.length).toBe(13);
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const bitDepth = ihdr[8];
  const colourType = ihdr[9];
  expect(bitDepth).toBe(8);
  expect([2, 6]).toContain(colourType);
  expect([ihdr[10], ihdr[11], ihdr[12]]).toEqual([0, 0, 0]);
  const bpp = colourType === 6 ? 4 : 3;
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const raw = inflateSync(idat);
  expect(raw.length).toBe(height * (1 + width * bpp));
  const stride = 1 + width * bpp;
  for (let y = 0; y < height; y++) expect(raw[y * stride], `filter byte of row ${y}`).toBe(0);
  return {
    width,
    height,
    bpp,
    raw,
    pixel(x, y) {
      const i = y * stride + 1 + x * bpp;
      return [raw[i], raw[i + 1], raw[i + 2]];
    },
  };
}

function expectClose(actual: [number, number, number], hex: string, tolerance = 4): void {
  const expected = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  actual.forEach((v, i) => expect(Math.abs(v - expected[i]), `${actual} vs ${hex}`).toBeLessThanOrEqual(tolerance));
}

const sample: OgImageInput = {
  title: 'The Purity Test',
  subtitle: 'A free, self-graded 100-question yes/no quiz.',
  footer: 'purity-quiz.example',
};

describe('renderOgImage', () => {
  it('writes a valid 1200x630 PNG whose chunks, CRCs and image data all check out', () => {
    const png = renderOgImage(sample);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const img = decode(png);
    expect(img.width).toBe(1200);
    expect(img.height).toBe(630);
  });

  it('paints a deep-purple to violet vertical gradient', () => {
    const img = decode(renderOgImage(sample));
    expectClose(img.pixel(0, 0), '#4c1d95');
    expectClose(img.pixel(1199, 0), '#4c1d95');
    expectClose(img.pixel(0, 629), '#7c3aed');
    expectClose(img.pixel(1199, 629), '#7c3aed');
  });

  it('draws white text inside the margins', () => {
    const img = decode(renderOgImage(sample));
    let white = 0;
    let whiteInMargin = 0;
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) {
        const [r, g, b] = img.pixel(x, y);
        if (r === 255 && g === 255 && b === 255) {
          white++;
          if (x < 80 || x >= 1120) whiteInMargin++;
        }
      }
    }
    expect(white).toBeGreaterThan(5000);
    expect(whiteInMargin).toBe(0);
  });

  it('produces different images for different text', () => {
    const short = renderOgImage(sample);
    const long = renderOgImage({ ...sample, title: 'The Purity Test: One Hundred Questions' });
    expect(long.equals(short)).toBe(false);
    expect(decode(long).raw.equals(decode(short).raw)).toBe(false);
    // Same input, same bytes.
    expect(renderOgImage(sample).equals(short)).toBe(true);
  });

  it('copes with very long, empty and exotic input without leaving the canvas', () => {
    const inputs: OgImageInput[] = [
      { title: 'Word '.repeat(80), subtitle: 'Sub '.repeat(200), footer: 'Footer '.repeat(40) },
      { title: 'Supercalifragilisticexpialidocious'.repeat(4), subtitle: '', footer: '' },
      { title: '', subtitle: '', footer: '' },
      { title: 'Café déjà vu — “quoted” 😀 ümlaut', subtitle: '日本語 ½ ©', footer: 'naïve' },
    ];
    for (const input of inputs) {
      const img = decode(renderOgImage(input));
      expectClose(img.pixel(0, 0), '#4c1d95');
      expectClose(img.pixel(0, 629), '#7c3aed');
    }
  });

  it('renders one image well under 200 ms', () => {
    renderOgImage(sample); // warm-up
    const start = performance.now();
    for (let i = 0; i < 5; i++) renderOgImage({ ...sample, title: `${sample.title} ${i}` });
    expect((performance.now() - start) / 5).toBeLessThan(200);
  });
});

describe('normalizeOgText', () => {
  it('strips accents, uppercases, maps typographic punctuation and blanks unknown characters', () => {
    expect(normalizeOgText('Café Édition')).toBe('CAFE EDITION');
    expect(normalizeOgText('It’s “fine” – really…')).toBe('IT\'S "FINE" - REALLY...');
    expect(normalizeOgText('a😀b  c')).toBe('A B C');
    expect(normalizeOgText("100% (yes/no) & more: 'ok'? +1!")).toBe("100% (YES/NO) & MORE: 'OK'? +1!");
  });
});
