import type { AnalyticsEventBody } from '../../shared/generated/types';
import { API_PATHS } from '../../shared/api-paths';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes the event to window.dataLayer (the Google Tag Manager convention, read by whatever tag
 * manager an operator configures) and sends it to our own beacon, which keeps only daily counts.
 * The event is the beacon's body as its schema defines it (schemas/api-event.schema.json).
 * `beacon: false` keeps it in the page (the home test makes no server call).
 */
export function track(event: AnalyticsEventBody, { beacon = true } = {}): void {
  if (typeof window === 'undefined') return;
  // Tag managers expect the shared content type as content_type.
  const { contentType, ...fields } = event;
  (window.dataLayer ??= []).push(
    contentType === undefined ? fields : { ...fields, content_type: contentType },
  );
  if (!beacon) return;
  try {
    navigator.sendBeacon?.(
      API_PATHS.events,
      new Blob([JSON.stringify(event)], { type: 'application/json' }),
    );
  } catch {
    // Analytics must never break the page.
  }
}
