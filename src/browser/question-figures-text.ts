import { figuresStrings, type FiguresStrings } from '../generated/figures-strings';
import { useSectionText, type SectionText } from './lazy-strings';

export type FiguresText = SectionText<FiguresStrings>;

/** The strings of the per-question figures (`figures` in content/locales/<code>.yaml); null until they are loaded. */
export function useFiguresText(): FiguresText | null {
  return useSectionText<FiguresStrings>('figures', figuresStrings);
}
