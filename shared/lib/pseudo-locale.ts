/**
 * The pseudo-locale (en-XA) is English with every letter swapped for an accented look-alike and
 * wrapped in brackets, so any visible text that bypasses translation stands out as plain ASCII.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

const LOOKALIKES: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Letters outside {{placeholders}} are swapped; placeholders stay intact for interpolation. */
export function pseudoText(text: string): string {
  if (!text.trim()) return text;
  const swapped = text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => LOOKALIKES[ch] ?? ch),
    )
    .join('');
  return `⟦${swapped}⟧`;
}
