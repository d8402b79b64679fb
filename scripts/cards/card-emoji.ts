// A quiz's icon is an emoji (its content file's `icon`). No card font has emoji, so the card draws
// the emoji's Twemoji SVG (@twemoji/svg, installed, nothing fetched) as an image.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cache = new Map<string, string>();

/** Twemoji's file name: the code points in hex, without U+FE0F unless the emoji is a ZWJ sequence. */
export function twemojiName(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0)!);
  const kept = points.includes(0x200d) ? points : points.filter((point) => point !== 0xfe0f);
  return kept.map((point) => point.toString(16)).join('-');
}

/** The emoji as a data: URL satori can draw; throws for an emoji Twemoji does not have. */
export function emojiImage(emoji: string): string {
  let url = cache.get(emoji);
  if (!url) {
    const file = require.resolve(`@twemoji/svg/${twemojiName(emoji)}.svg`);
    url = `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
    cache.set(emoji, url);
  }
  return url;
}
