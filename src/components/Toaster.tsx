import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToasts, TOAST_HOTKEY, type Toast } from '../browser/toast-store';
import { whenIdle } from '../browser/when-idle';
import { lazyOrNothing } from '../lib/lazy-or-nothing';

// The region is always there, so what appears in it is announced; a toast's own code is fetched
// once the page is idle, well before the first toast (a save that failed offline included).
const loadToastItem = () => import('./ToastItem');
const ToastItem = lazyOrNothing(loadToastItem);

/** The notifications region: one toast at a time, announced politely, F8 to reach it, swipe to dismiss. */
export function Toaster() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => subscribeToasts(setToasts), []);
  useEffect(() => whenIdle(() => void loadToastItem()), []);
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
      <ol ref={regionRef} tabIndex={-1} className="toast-list" aria-live="polite" aria-relevant="additions text">
        <Suspense fallback={null}>
          {toasts.filter((item) => item.open).map((item) => (
            <ToastItem key={item.id} toast={item} dismissLabel={t('toast.dismiss')} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
