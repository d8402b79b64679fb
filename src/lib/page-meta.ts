import { siteSettings } from '../generated/site-settings';

export interface PageMeta {
  /** The full <title>. */
  title: string;
  description: string;
  /** Path of the page ('/tests/food'), or null for pages that must not be indexed (404). */
  path: string | null;
  /** Path of the Open Graph image. */
  image: string;
  siteName: string;
}

export function absoluteUrl(path: string): string {
  return `${siteSettings.siteUrl}${path}`;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface TagSpec {
  tag: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  valueAttr: 'content' | 'href';
  value: string;
}

/** Every head tag a page owns, as data, so the prerender and the browser write the same tags. */
export function metaTags(meta: PageMeta): TagSpec[] {
  const image = absoluteUrl(meta.image);
  const tags: TagSpec[] = [
    { tag: 'meta', key: 'name', keyValue: 'description', valueAttr: 'content', value: meta.description },
    { tag: 'meta', key: 'property', keyValue: 'og:type', valueAttr: 'content', value: 'website' },
    { tag: 'meta', key: 'property', keyValue: 'og:site_name', valueAttr: 'content', value: meta.siteName },
    { tag: 'meta', key: 'property', keyValue: 'og:title', valueAttr: 'content', value: meta.title },
    { tag: 'meta', key: 'property', keyValue: 'og:description', valueAttr: 'content', value: meta.description },
    { tag: 'meta', key: 'property', keyValue: 'og:image', valueAttr: 'content', value: image },
    { tag: 'meta', key: 'name', keyValue: 'twitter:card', valueAttr: 'content', value: 'summary_large_image' },
    { tag: 'meta', key: 'name', keyValue: 'twitter:title', valueAttr: 'content', value: meta.title },
    { tag: 'meta', key: 'name', keyValue: 'twitter:description', valueAttr: 'content', value: meta.description },
    { tag: 'meta', key: 'name', keyValue: 'twitter:image', valueAttr: 'content', value: image },
  ];
  if (meta.path) {
    const url = absoluteUrl(meta.path);
    tags.push(
      { tag: 'link', key: 'rel', keyValue: 'canonical', valueAttr: 'href', value: url },
      { tag: 'meta', key: 'property', keyValue: 'og:url', valueAttr: 'content', value: url },
    );
  } else {
    tags.push({ tag: 'meta', key: 'name', keyValue: 'robots', valueAttr: 'content', value: 'noindex' });
  }
  return tags;
}

export function renderHeadTags(meta: PageMeta): string {
  const tags = metaTags(meta).map(
    (t) => `<${t.tag} ${t.key}="${escapeAttribute(t.keyValue)}" ${t.valueAttr}="${escapeAttribute(t.value)}">`,
  );
  return [`<title>${escapeAttribute(meta.title)}</title>`, ...tags].join('\n    ');
}

/** Brings the live document's head in line with `meta` after a client-side navigation or a result. */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  const wanted = metaTags(meta);
  const owned = doc.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]');
  owned.forEach((element) => {
    const key = element.getAttribute('name') ?? element.getAttribute('property') ?? 'canonical';
    if (key !== 'viewport' && key !== 'theme-color' && key !== 'color-scheme' && !wanted.some((t) => t.keyValue === key)) element.remove();
  });
  for (const t of wanted) {
    let element = doc.head.querySelector(`${t.tag}[${t.key}="${t.keyValue}"]`);
    if (!element) {
      element = doc.createElement(t.tag);
      element.setAttribute(t.key, t.keyValue);
      doc.head.appendChild(element);
    }
    element.setAttribute(t.valueAttr, t.value);
  }
}
