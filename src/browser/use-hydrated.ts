import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and the first client render, true once the page has hydrated and
 * its event handlers are attached: what only works with them can stay disabled until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
