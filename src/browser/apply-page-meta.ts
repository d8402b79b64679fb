import { metaTags, type PageMeta } from '../../shared/lib/page-meta';

/** Brings the live document's head in line with `meta` after a client-side navigation or a result. */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  const wanted = metaTags(meta);
  const owned = doc.head.querySelectorAll(
    'meta[name], meta[property], link[rel="canonical"], link[rel="alternate"][hreflang]',
  );
  owned.forEach((element) => {
    const key =
      element.getAttribute('name') ??
      element.getAttribute('property') ??
      element.getAttribute('rel');
    const hreflang = element.getAttribute('hreflang') ?? undefined;
    if (
      key !== 'viewport' &&
      key !== 'theme-color' &&
      key !== 'color-scheme' &&
      !wanted.some((t) => t.keyValue === key && t.hreflang === hreflang)
    )
      element.remove();
  });
  for (const t of wanted) {
    const selector = `${t.tag}[${t.key}="${t.keyValue}"]${t.hreflang === undefined ? '' : `[hreflang="${t.hreflang}"]`}`;
    let element = doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(t.tag);
      element.setAttribute(t.key, t.keyValue);
      if (t.hreflang !== undefined) element.setAttribute('hreflang', t.hreflang);
      doc.head.appendChild(element);
    }
    element.setAttribute(t.valueAttr, t.value);
  }
}
