import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type Toast,
} from '../browser/toast-store';
import { Icon } from './Icon';

/** One toast: shown for TOAST_DURATION_MS unless hovered, focused or touched; swipe right to dismiss. */
export default function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    start.current = null;
    setOffset(0);
    setPaused(false);
  };

  return (
    <li
      className={`toast toast-${toast.variant ?? 'default'}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="toast-body" role={toast.variant === 'error' ? 'alert' : 'status'}>
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label={dismissLabel}
        onClick={() => dismissToast(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
