// Open Graph image renderer: draws a 1200x630 PNG with a purple gradient background and the
// title, subtitle and footer as white bitmap text. Pure Node (node:zlib only): the pixels are
// rasterised into an RGB scanline buffer and encoded as a PNG here, no image library involved.
import { deflateSync } from 'node:zlib';

export interface OgImageInput {
  title: string;
  subtitle: string;
  footer: string;
}

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN; // 1040
const BPP = 3; // RGB, 8 bits per channel
const STRIDE = 1 + WIDTH * BPP; // filter byte + pixels

type Rgb = readonly [number, number, number];
const TOP: Rgb = [0x4c, 0x1d, 0x95];
const BOTTOM: Rgb = [0x7c, 0x3a, 0xed];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const SHADOW: Rgb = [0x1e, 0x0a, 0x3c];
const ACCENT: Rgb = [0xc4, 0xb5, 0xfd];
const FOOTER: Rgb = [0xed, 0xe9, 0xfe];

// ---------------------------------------------------------------------------------------------
// 5x7 bitmap font. Lowercase letters are drawn with the uppercase glyphs. Glyphs are stored as
// seven rows of five columns; '#' is an inked pixel. Spacing is proportional: each glyph is
// trimmed to its inked columns and followed by one empty column.

const GLYPH_ROWS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '-': '..... ..... ..... ##### ..... ..... .....',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  ';': '..... .##.. .##.. ..... .##.. ..#.. .#...',
  '/': '..... ....# ...#. ..#.. .#... #.... .....',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '%': '##... ##..# ...#. ..#.. .#... #..## ...##',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '"': '.#.#. .#.#. .#.#. ..... ..... ..... .....',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
};

interface Glyph {
  /** Inked pixels as [column, row] pairs, columns relative to the trimmed left edge. */
  readonly pixels: readonly (readonly [number, number])[];
  /** Width in font units of the trimmed glyph (not counting the spacing column). */
  readonly width: number;
}

const SPACE_WIDTH = 3; // font units, spacing column included in the advance below
const GLYPHS: ReadonlyMap<string, Glyph> = buildGlyphs();

function buildGlyphs(): Map<string, Glyph> {
  const glyphs = new Map<string, Glyph>();
  for (const [ch, spec] of Object.entries(GLYPH_ROWS)) {
    const rows = spec.split(' ');
    if (rows.length !== 7 || rows.some((r) => r.length !== 5)) {
      throw new Error(`og-image: malformed glyph ${JSON.stringify(ch)}`);
    }
    let minCol = 5;
    let maxCol = -1;
    for (const row of rows) {
      for (let c = 0; c < 5; c++) {
        if (row[c] === '#') {
          minCol = Math.min(minCol, c);
          maxCol = Math.max(maxCol, c);
        }
      }
    }
    const pixels: [number, number][] = [];
    rows.forEach((row, r) => {
      for (let c = 0; c < 5; c++) if (row[c] === '#') pixels.push([c - minCol, r]);
    });
    glyphs.set(ch, { pixels, width: maxCol - minCol + 1 });
  }
  return glyphs;
}

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00d7': 'X',
  '\u00c6': 'AE',
  '\u0152': 'OE',
  '\u00d8': 'O',
  '\u0141': 'L',
  '\u0110': 'D',
};

/** Maps text onto the font's repertoire: accents stripped, uppercase, unknown characters → space. */
export function normalizeOgText(text: string): string {
  const upper = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
  let out = '';
  for (const ch of upper) {
    const mapped = REPLACEMENTS[ch] ?? ch;
    for (const m of mapped) out += GLYPHS.has(m) ? m : ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Advance in font units of one character (glyph width plus one spacing column). */
function advance(ch: string): number {
  const glyph = GLYPHS.get(ch);
  return glyph ? glyph.width + 1 : SPACE_WIDTH;
}

/** Pixel width of a normalised string at the given scale (trailing spacing column excluded). */
function measure(text: string, scale: number): number {
  if (text.length === 0) return 0;
  let units = 0;
  for (const ch of text) units += advance(ch);
  return (units - 1) * scale;
}

// ---------------------------------------------------------------------------------------------
// Layout

/** Greedy word wrap; a word wider than a line is broken between characters. */
function wrap(text: string, scale: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w.length > 0)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, scale) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest, scale) > maxWidth) {
      let n = 1;
      while (n < rest.length && measure(rest.slice(0, n + 1), scale) <= maxWidth) n++;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts `text` so that `text + '...'` fits, preferring a word boundary. */
function ellipsize(text: string, scale: number, maxWidth: number): string {
  let cut = text;
  while (cut.length > 0 && measure(`${cut}...`, scale) > maxWidth) {
    const space = cut.lastIndexOf(' ');
    // Drop whole words while that keeps a reasonable amount of the line, otherwise characters.
    cut = space > cut.length / 2 ? cut.slice(0, space) : cut.slice(0, -1);
    cut = cut.trimEnd();
  }
  cut = cut.replace(/[\s.,:;!?-]+$/, '');
  return `${cut}...`;
}

interface TextBlock {
  scale: number;
  lines: string[];
}

/**
 * Picks the largest scale (from `scales`, largest first) at which the text wraps into at most
 * `maxLines(scale)` lines; at the smallest scale the overflow is cut off with an ellipsis.
 */
function fit(text: string, scales: readonly number[], maxLines: (scale: number) => number): TextBlock {
  if (text.length === 0) return { scale: scales[0], lines: [] };
  for (const scale of scales) {
    const lines = wrap(text, scale, TEXT_WIDTH);
    if (lines.length <= Math.max(1, maxLines(scale))) return { scale, lines };
  }
  const scale = scales[scales.length - 1];
  const limit = Math.max(1, maxLines(scale));
  const lines = wrap(text, scale, TEXT_WIDTH);
  const kept = lines.slice(0, limit);
  kept[limit - 1] = ellipsize(lines.slice(limit - 1).join(' '), scale, TEXT_WIDTH);
  return { scale, lines: kept };
}

const lineHeight = (scale: number): number => 10 * scale; // 7 rows of glyph + 3 rows of leading
const blockHeight = (b: TextBlock): number => (b.lines.length ? (b.lines.length - 1) * lineHeight(b.scale) + 7 * b.scale : 0);

// ---------------------------------------------------------------------------------------------
// Raster: RGB pixels stored directly in PNG scanline layout (a filter byte, 0, before each row).

class Canvas {
  readonly data = Buffer.alloc(STRIDE * HEIGHT);

  fillGradient(top: Rgb, bottom: Rgb): void {
    const row = Buffer.alloc(WIDTH * BPP);
    for (let y = 0; y < HEIGHT; y++) {
      const t = y / (HEIGHT - 1);
      const r = Math.round(top[0] + (bottom[0] - top[0]) * t);
      const g = Math.round(top[1] + (bottom[1] - top[1]) * t);
      const b = Math.round(top[2] + (bottom[2] - top[2]) * t);
      for (let x = 0; x < WIDTH; x++) {
        row[x * 3] = r;
        row[x * 3 + 1] = g;
        row[x * 3 + 2] = b;
      }
      const start = y * STRIDE;
      this.data[start] = 0; // filter type None
      row.copy(this.data, start + 1);
    }
  }

  /** Fills a rectangle, blending `color` over the existing pixels with opacity `alpha`. */
  fillRect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const xs = Math.max(0, Math.floor(x0));
    const ys = Math.max(0, Math.floor(y0));
    const xe = Math.min(WIDTH, Math.floor(x0 + w));
    const ye = Math.min(HEIGHT, Math.floor(y0 + h));
    const [cr, cg, cb] = color;
    const d = this.data;
    for (let y = ys; y < ye; y++) {
      let i = y * STRIDE + 1 + xs * BPP;
      for (let x = xs; x < xe; x++, i += BPP) {
        if (alpha >= 1) {
          d[i] = cr;
          d[i + 1] = cg;
          d[i + 2] = cb;
        } else {
          d[i] = Math.round(d[i] + (cr - d[i]) * alpha);
          d[i + 1] = Math.round(d[i + 1] + (cg - d[i + 1]) * alpha);
          d[i + 2] = Math.round(d[i + 2] + (cb - d[i + 2]) * alpha);
        }
      }
    }
  }

  /** Draws a normalised string with its top-left corner at (x, y). */
  drawText(text: string, x: number, y: number, scale: number, color: Rgb, alpha = 1): void {
    let penX = x;
    for (const ch of text) {
      const glyph = GLYPHS.get(ch);
      if (glyph) {
        for (const [c, r] of glyph.pixels) {
          this.fillRect(penX + c * scale, y + r * scale, scale, scale, color, alpha);
        }
      }
      penX += advance(ch) * scale;
    }
  }

  /** Text with a soft drop shadow underneath for contrast against the gradient. */
  drawShadowedText(text: string, x: number, y: number, scale: number, color: Rgb): void {
    const offset = Math.max(2, Math.round(scale / 2));
    this.drawText(text, x + offset, y + offset, scale, SHADOW, 0.35);
    this.drawText(text, x, y, scale, color);
  }
}

// ---------------------------------------------------------------------------------------------
// PNG encoding

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309 / PNG) of the concatenated buffers. */
export function crc32(...parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const buf of parts) {
    for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour (RGB)
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive (per-row filter byte)
  ihdr[12] = 0; // interlace: none
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(scanlines, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------

const TITLE_TOP = 130;
const TITLE_SCALES = [11, 10, 9, 8, 7, 6];
const SUBTITLE_SCALES = [6, 5, 4];
const FOOTER_SCALE = 4;
const FOOTER_TOP = HEIGHT - 64 - 7 * FOOTER_SCALE;
const GAP = 44;

/** A 1200x630 PNG (Open Graph size) with the title, subtitle and footer drawn as text. */
export function renderOgImage(input: OgImageInput): Buffer {
  const title = fit(normalizeOgText(input.title), TITLE_SCALES, () => 2);
  const footer = fit(normalizeOgText(input.footer), [FOOTER_SCALE], () => 1);

  const subtitleTop = title.lines.length ? TITLE_TOP + blockHeight(title) + GAP : TITLE_TOP;
  const subtitleBottom = FOOTER_TOP - GAP; // last pixel row the subtitle may reach
  const subtitle = fit(normalizeOgText(input.subtitle), SUBTITLE_SCALES, (scale) =>
    Math.floor((subtitleBottom - subtitleTop - 7 * scale) / lineHeight(scale)) + 1,
  );

  const canvas = new Canvas();
  canvas.fillGradient(TOP, BOTTOM);

  // Accent bar above the title and a hairline above the footer.
  canvas.fillRect(MARGIN, TITLE_TOP - 44, 96, 10, ACCENT);
  canvas.fillRect(MARGIN, FOOTER_TOP - 26, TEXT_WIDTH, 2, WHITE, 0.3);

  title.lines.forEach((line, i) => {
    canvas.drawShadowedText(line, MARGIN, TITLE_TOP + i * lineHeight(title.scale), title.scale, WHITE);
  });
  subtitle.lines.forEach((line, i) => {
    canvas.drawShadowedText(line, MARGIN, subtitleTop + i * lineHeight(subtitle.scale), subtitle.scale, WHITE);
  });
  footer.lines.forEach((line) => {
    canvas.drawText(line, MARGIN, FOOTER_TOP, footer.scale, FOOTER);
  });

  return encodePng(WIDTH, HEIGHT, canvas.data);
}
