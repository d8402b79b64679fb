import { historyStrings, type HistoryStrings } from '../generated/history-strings';
import { useSectionText, type SectionKey, type SectionText } from './lazy-strings';

/** A key under `history` in content/locales/<code>.yaml, plural forms named without their suffix. */
export type HistoryKey = SectionKey<HistoryStrings>;
export type HistoryText = SectionText<HistoryStrings>;

/** The strings of the device's result list and of the previous score; null until they are loaded. */
export function useHistoryText(): HistoryText | null {
  return useSectionText<HistoryStrings>('history', historyStrings);
}
