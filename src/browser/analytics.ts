export type AnalyticsEvent =
  | { event: 'test_started'; quiz: string }
  | { event: 'test_completed'; quiz: string; score: number }
  | { event: 'share'; quiz?: string; method: string; content_type: string };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes the event to window.dataLayer (the Google Tag Manager convention, read by whatever tag
 * manager an operator configures) and sends it to our own beacon, which keeps only daily counts.
 */
export function track(payload: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ ...payload });
  const { event, quiz } = payload;
  const body: Record<string, unknown> = { event };
  if (quiz) body.quiz = quiz;
  if (payload.event === 'test_completed') body.score = payload.score;
  if (payload.event === 'share') {
    body.method = payload.method;
    body.contentType = payload.content_type;
  }
  try {
    navigator.sendBeacon?.('/api/events', new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {
    // Analytics must never break the page.
  }
}
