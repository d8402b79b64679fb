import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { safely } from './result-storage';
import { QUICK_MODE_KEY } from '../../shared/lib/storage-keys';

/** How long the chosen answer shows before quick mode moves on: long enough to see the choice. */
export const QUICK_MODE_BEAT_MS = 350;

/**
 * Quick mode (advance to the next question on an answer), off by default and remembered on this
 * device. The prerendered page shows it off; at hydration the switch's DOM state wins if the
 * visitor flipped it before the code arrived, otherwise the device's choice applies.
 */
export function useQuickMode(
  toggle: RefObject<HTMLInputElement | null>,
): [boolean, (on: boolean) => void] {
  const [quick, setQuick] = useState(false);
  const choose = useCallback((on: boolean) => {
    setQuick(on);
    safely(
      () =>
        on ? localStorage.setItem(QUICK_MODE_KEY, 'on') : localStorage.removeItem(QUICK_MODE_KEY),
      undefined,
    );
  }, []);
  useLayoutEffect(() => {
    if (toggle.current?.checked) choose(true);
    else setQuick(quickModeOn(null));
  }, [choose, toggle]);
  return [quick, choose];
}

/** Whether quick mode is on at hydration: its switch flipped before the code arrived, or the device's choice. */
export function quickModeOn(toggle: HTMLInputElement | null): boolean {
  return (
    toggle?.checked === true || safely(() => localStorage.getItem(QUICK_MODE_KEY) === 'on', false)
  );
}
