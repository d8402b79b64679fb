import type { i18n as I18n } from 'i18next';
import { loadStrings } from '../../shared/i18n';
import { toast } from './toast-store';

/** The strings of the notice, fetched ahead with the rest of a finished quiz's (at the first answer). */
export function preloadSaveFailedStrings(i18n: I18n): void {
  void loadStrings(i18n, 'saveFailed').catch(() => {}); // offline: notifying tries again
}

/** The result is on screen either way; this says it was not recorded, and why (nothing if its strings cannot be fetched). */
export function notifySaveFailed(i18n: I18n, reason: string): void {
  loadStrings(i18n, 'saveFailed')
    .then(() => toast({ title: i18n.t('saveFailed.title'), description: i18n.t('saveFailed.text', { reason }), variant: 'error' }))
    .catch(() => {});
}
