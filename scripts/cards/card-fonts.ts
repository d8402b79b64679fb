// The fonts the cards are drawn with, self-hosted from fontsource (nothing is fetched at build
// time): the site's display face, Bricolage Grotesque (shared/design/tokens.ts), for every text,
// and Inter behind it for any letter the display face lacks. Satori reads TTF, OTF and WOFF, not
// WOFF2; fontsource ships WOFF files split by script subset. Satori uses one font per family name
// and weight, and draws a letter that font lacks with the first other loaded font that has it: so
// each subset is loaded under a name of its own, and the Latin and Latin Extended subsets together
// cover English, Spanish, German, French, Polish, Hungarian and the pseudo-locale. A language in
// another script adds its subset here (see docs/sharing.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';
import { DISPLAY_FONT } from '../../shared/design/tokens.js';

type Font = SatoriOptions['fonts'][number];

const WEIGHTS = [400, 800] as const;
const SUBSETS = ['latin', 'latin-ext'] as const;
/** In the order satori tries them for a letter: the display face first. */
const FAMILIES = [
  { name: DISPLAY_FONT, files: '@fontsource/bricolage-grotesque/files/bricolage-grotesque' },
  { name: 'Inter', files: '@fontsource/inter/files/inter' },
] as const;
export const CARD_FONT_FAMILY = fontName(FAMILIES[0].name, SUBSETS[0]);

function fontName(family: string, subset: string): string {
  return `${family} ${subset}`;
}

const require = createRequire(import.meta.url);
let loaded: Font[] | undefined;

export function cardFonts(): Font[] {
  loaded ??= FAMILIES.flatMap((family) =>
    WEIGHTS.flatMap((weight) =>
      SUBSETS.map((subset) => ({
        name: fontName(family.name, subset),
        weight,
        style: 'normal' as const,
        data: readFileSync(require.resolve(`${family.files}-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return loaded;
}
