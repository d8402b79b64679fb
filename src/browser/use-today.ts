import { useEffect, useState } from 'react';

const BUILD_DATE = new Date(import.meta.env.VITE_BUILD_DATE ?? Date.now());

/**
 * Today's date. The prerendered page shows the build date; the browser switches to its own date
 * after hydration, so the first client render matches the HTML.
 */
export function useToday(): Date {
  const [today, setToday] = useState(BUILD_DATE);
  useEffect(() => setToday(new Date()), []);
  return today;
}
