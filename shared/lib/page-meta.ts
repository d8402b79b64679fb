import type { SiteLanguage } from '../generated/catalog';
import { languageDetails } from '../generated/language-details';
import { absoluteUrl, type LanguageAlternate } from '../route-paths';
import { installHeadTags } from './app-install';
import { escapeAttribute } from './html-escape';
import { CARD_HEIGHT, CARD_WIDTH } from './share-card';

export interface PageMeta {
  /** The full <title>. */
  title: string;
  description: string;
  /** Path of the page ('/tests/food'), or null for pages that must not be indexed (404). */
  path: string | null;
  /** Path of the Open Graph image. */
  image: string;
  /** What the image shows, for those who cannot see it; pages whose image only repeats the title leave it out. */
  imageAlt?: string;
  siteName: string;
  /** The language of the page's URL (og:locale). */
  language: SiteLanguage;
  /** The page in every language of the site, for hreflang links; empty for the 404 page. */
  alternates: readonly LanguageAlternate[];
}

interface TagSpec {
  tag: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  valueAttr: 'content' | 'href';
  value: string;
  /** Only on rel="alternate" links, which are told apart by it. */
  hreflang?: string;
}

/** Every head tag a page owns, as data, so the prerender and the browser write the same tags. */
export function metaTags(meta: PageMeta): TagSpec[] {
  const image = absoluteUrl(meta.image);
  const tags: TagSpec[] = [
    {
      tag: 'meta',
      key: 'name',
      keyValue: 'description',
      valueAttr: 'content',
      value: meta.description,
    },
    { tag: 'meta', key: 'property', keyValue: 'og:type', valueAttr: 'content', value: 'website' },
    {
      tag: 'meta',
      key: 'property',
      keyValue: 'og:site_name',
      valueAttr: 'content',
      value: meta.siteName,
    },
    {
      tag: 'meta',
      key: 'property',
      keyValue: 'og:locale',
      valueAttr: 'content',
      value: languageDetails[meta.language].ogLocale,
    },
    { tag: 'meta', key: 'property', keyValue: 'og:title', valueAttr: 'content', value: meta.title },
    {
      tag: 'meta',
      key: 'property',
      keyValue: 'og:description',
      valueAttr: 'content',
      value: meta.description,
    },
    { tag: 'meta', key: 'property', keyValue: 'og:image', valueAttr: 'content', value: image },
    {
      tag: 'meta',
      key: 'property',
      keyValue: 'og:image:width',
      valueAttr: 'content',
      value: String(CARD_WIDTH),
    },
    {
      tag: 'meta',
      key: 'property',
      keyValue: 'og:image:height',
      valueAttr: 'content',
      value: String(CARD_HEIGHT),
    },
    ...(meta.imageAlt
      ? [
          {
            tag: 'meta',
            key: 'property',
            keyValue: 'og:image:alt',
            valueAttr: 'content',
            value: meta.imageAlt,
          } as const,
        ]
      : []),
    {
      tag: 'meta',
      key: 'name',
      keyValue: 'twitter:card',
      valueAttr: 'content',
      value: 'summary_large_image',
    },
    {
      tag: 'meta',
      key: 'name',
      keyValue: 'twitter:title',
      valueAttr: 'content',
      value: meta.title,
    },
    {
      tag: 'meta',
      key: 'name',
      keyValue: 'twitter:description',
      valueAttr: 'content',
      value: meta.description,
    },
    { tag: 'meta', key: 'name', keyValue: 'twitter:image', valueAttr: 'content', value: image },
    ...(meta.imageAlt
      ? [
          {
            tag: 'meta',
            key: 'name',
            keyValue: 'twitter:image:alt',
            valueAttr: 'content',
            value: meta.imageAlt,
          } as const,
        ]
      : []),
  ];
  if (meta.path) {
    const url = absoluteUrl(meta.path);
    tags.push(
      { tag: 'link', key: 'rel', keyValue: 'canonical', valueAttr: 'href', value: url },
      { tag: 'meta', key: 'property', keyValue: 'og:url', valueAttr: 'content', value: url },
    );
  } else {
    tags.push({
      tag: 'meta',
      key: 'name',
      keyValue: 'robots',
      valueAttr: 'content',
      value: 'noindex',
    });
  }
  for (const { hreflang, path } of meta.alternates) {
    tags.push({
      tag: 'link',
      key: 'rel',
      keyValue: 'alternate',
      valueAttr: 'href',
      value: absoluteUrl(path),
      hreflang,
    });
  }
  return tags;
}

export function renderHeadTags(meta: PageMeta): string {
  const tags = metaTags(meta).map((t) => {
    const hreflang = t.hreflang === undefined ? '' : ` hreflang="${escapeAttribute(t.hreflang)}"`;
    return `<${t.tag} ${t.key}="${escapeAttribute(t.keyValue)}"${hreflang} ${t.valueAttr}="${escapeAttribute(t.value)}">`;
  });
  return [`<title>${escapeAttribute(meta.title)}</title>`, ...tags, ...installHeadTags()].join(
    '\n    ',
  );
}
