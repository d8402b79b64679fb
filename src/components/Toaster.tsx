import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToasts, TOAST_HOTKEY, type Toast } from '../browser/toast-store';
import { lazyOrNothing } from '../lib/lazy-or-nothing';

// The region is always there, so what appears in it is announced; a toast's own code is fetched
// with the first toast, or before it where that toast may come while offline (a quiz's save).
const loadToastItem = () => import('./ToastItem');
const ToastItem = lazyOrNothing(loadToastItem);

export function preloadToastItem(): void {
  void loadToastItem().catch(() => {}); // offline: the toast's own render tries again
}

/** The notifications region: one toast at a time, announced politely, F8 to reach it, swipe to dismiss. */
export function Toaster() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => subscribeToasts(setToasts), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label={t('toast.region')} className="toast-region">
      <ol
        ref={regionRef}
        tabIndex={-1}
        className="toast-list"
        aria-live="polite"
        aria-relevant="additions text"
      >
        <Suspense fallback={null}>
          {toasts
            .filter((item) => item.open)
            .map((item) => (
              <ToastItem key={item.id} toast={item} dismissLabel={t('toast.dismiss')} />
            ))}
        </Suspense>
      </ol>
    </section>
  );
}
