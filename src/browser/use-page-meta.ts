import { useEffect } from 'react';
import { applyPageMeta, type PageMeta } from '../../shared/lib/page-meta';

/** Keeps the document head in line with the page (the prerendered HTML already has the same tags). */
export function usePageMeta(meta: PageMeta): void {
  useEffect(() => applyPageMeta(meta), [meta.title, meta.description, meta.path, meta.image, meta.imageAlt, meta.siteName]);
}
