import type { CSSProperties } from 'react';
import { INK } from '../../shared/design/tokens';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(color.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The text colour that reads on `background`: ink or white, whichever contrasts more. Every quiz
 * accent is chosen so that the winner passes WCAG AA (docs/design.md).
 */
export function inkOn(background: string): string {
  const light = luminance(background) + 0.05;
  return light / (luminance(INK) + 0.05) >= 1.05 / light ? INK : '#ffffff';
}

/** A quiz's accent colour (from its content file) and the text on it, as `--accent` and `--accent-ink`. */
export function accentStyle(accent: string | undefined): CSSProperties | undefined {
  return accent
    ? ({ '--accent': accent, '--accent-ink': inkOn(accent) } as CSSProperties)
    : undefined;
}

/** A score band's colours as `--band` and `--band-ink`, with the quiz's accent. */
export function bandStyle(
  band: { background: string; text: string },
  accent: string | undefined,
): CSSProperties {
  return {
    ...accentStyle(accent),
    '--band': band.background,
    '--band-ink': band.text,
  } as CSSProperties;
}
