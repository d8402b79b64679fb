// The site's look as values: the page styles (src/styles.css mirrors them as custom properties)
// and the share cards (scripts/cards/) read the same colours, so a card and the result it shares
// are one design. The reasons behind each choice: docs/design.md.

/** The display face, self-hosted from @fontsource/bricolage-grotesque (scores, headings, wordmark). */
export const DISPLAY_FONT = 'Bricolage Grotesque';

/** Ink and paper: the two colours every screen and card is built on. */
export const INK = '#17141f';
export const PAPER = '#fbf6ee';
/** The dark theme's ink and paper (src/styles.css, prefers-color-scheme: dark). */
export const INK_DARK = '#f6efe4';
export const PAPER_DARK = '#14111a';

/** The brand colour: the wordmark, the main test's poster, the one primary button (white text, AA). */
export const BRAND = '#d63a24';
/** The brand colour on dark paper (ink text on it). */
export const BRAND_DARK = '#ff6b52';

/**
 * One colour per score band, in tier order (index 0 is a quiz's top tier, 5 its lowest), with the
 * text colour that reads on it at WCAG AA.
 */
export const BAND_COLORS: readonly { background: string; text: string }[] = [
  { background: '#14a38b', text: INK },
  { background: '#3a86ff', text: INK },
  { background: '#f5b700', text: INK },
  { background: '#ff8a3d', text: INK },
  { background: '#ff4f6d', text: INK },
  { background: '#a4169a', text: '#ffffff' },
];

/** A score's band colour: `tierIndex` is the position of its tier in the quiz's tier list. */
export function bandColor(tierIndex: number): { background: string; text: string } {
  return BAND_COLORS[Math.min(Math.max(tierIndex, 0), BAND_COLORS.length - 1)];
}
