import type { i18n as I18n } from 'i18next';
import { toast } from './toast-store';

/** The result is on screen either way; this says it was not recorded, and why. */
export function notifySaveFailed(i18n: I18n, reason: string): void {
  toast({
    title: i18n.t('saveFailed.title'),
    description: i18n.t('saveFailed.text', { reason }),
    variant: 'error',
  });
}
