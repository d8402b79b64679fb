import { useEffect, useRef, useState } from 'react';

/** A value that clears itself `ms` after each set: a control's brief "done" look (a copy's check mark). */
export function useBriefState<T>(ms = 2000): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = (next: T) => {
    clearTimeout(timer.current);
    setValue(next);
    timer.current = setTimeout(() => setValue(null), ms);
  };
  return [value, set];
}
