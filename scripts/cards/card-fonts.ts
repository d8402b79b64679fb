// The fonts the cards are drawn with: Inter from @fontsource/inter, self-hosted (nothing is
// fetched at build time). Satori reads TTF, OTF and WOFF, not WOFF2; fontsource ships WOFF files
// split by script subset. Satori uses one font per family name and weight, and draws a letter that
// font lacks with the first other loaded font that has it: so each subset is loaded under a name
// of its own, and the Latin and Latin Extended subsets together cover English, Spanish, German,
// French, Polish, Hungarian and the pseudo-locale. A language in another script adds its subset
// here (see docs/sharing.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';

type Font = SatoriOptions['fonts'][number];

const WEIGHTS = [400, 800] as const;
/** The first is the cards' font-family; the others are its fallbacks. */
const SUBSETS = ['latin', 'latin-ext'] as const;
export const CARD_FONT_FAMILY = fontName(SUBSETS[0]);

function fontName(subset: string): string {
  return `Inter ${subset}`;
}

const require = createRequire(import.meta.url);
let loaded: Font[] | undefined;

export function cardFonts(): Font[] {
  loaded ??= WEIGHTS.flatMap((weight) =>
    SUBSETS.map((subset) => ({
      name: fontName(subset),
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return loaded;
}
