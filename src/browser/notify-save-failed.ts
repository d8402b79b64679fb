import type { TFunction } from 'i18next';
import { toast } from './toast-store';

/** The result is on screen either way; this says it was not recorded, and why. */
export function notifySaveFailed(t: TFunction, reason: string): void {
  toast({ title: t('quiz.saveFailedTitle'), description: t('quiz.saveFailedText', { reason }), variant: 'error' });
}
