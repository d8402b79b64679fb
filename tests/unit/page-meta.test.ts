// Head tags shared by the prerender (renderHeadTags) and the browser (applyPageMeta in
// src/browser/apply-page-meta.ts, via metaTags).
// jsdom/happy-dom are not installed, so applyPageMeta is left to the browser tests; here the tag
// data and its HTML serialisation are checked, including attribute escaping.
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../shared/generated/site-settings';
import {
  APPLE_TOUCH_ICON,
  installHeadTags,
  MANIFEST_PATH,
  THEME_COLORS,
} from '../../shared/lib/app-install';
import { metaTags, renderHeadTags, type PageMeta } from '../../shared/lib/page-meta';
import { absoluteUrl } from '../../shared/route-paths';

const SITE = siteSettings.siteUrl;

const food: PageMeta = {
  title: 'Food Purity Test | Purity Test',
  description: 'Answer 35 yes/no questions about food.',
  path: '/tests/food',
  image: '/og/en/food.png',
  siteName: 'Purity Test',
  language: 'en',
  alternates: [
    { hreflang: 'en', path: '/tests/food' },
    { hreflang: 'es', path: '/es/tests/food' },
    { hreflang: 'x-default', path: '/tests/food' },
  ],
};

const notFound: PageMeta = { ...food, title: '404 Page Not Found', path: null, alternates: [] };

/** A tag's identity: its key, and its hreflang for alternate links. */
const identity = (t: { keyValue: string; hreflang?: string }) =>
  t.hreflang ? `${t.keyValue}:${t.hreflang}` : t.keyValue;

/** The page's own rendered tags as [tag, key, keyValue, valueAttr, value] read back from the HTML (hreflang left out). */
function parseHead(html: string): string[][] {
  const install = new Set(installHeadTags());
  const own = html
    .split('\n    ')
    .filter((line) => !install.has(line))
    .join('\n    ');
  return [
    ...own.matchAll(
      /<(meta|link) (name|property|rel)="([^"]*)"(?: hreflang="[^"]*")? (content|href)="([^"]*)">/g,
    ),
  ].map((m) => m.slice(1));
}

describe('absoluteUrl', () => {
  it('prefixes the configured site URL', () => {
    expect(SITE).toMatch(/^https?:\/\/[^/]+$/); // no trailing slash, or paths would get "//"
    expect(absoluteUrl('/tests/food')).toBe(`${SITE}/tests/food`);
    expect(absoluteUrl('/')).toBe(`${SITE}/`);
  });
});

describe('metaTags', () => {
  it('an indexable page: description, Open Graph, Twitter card, canonical, og:url and its language alternates', () => {
    const tags = metaTags(food);
    const byKey = Object.fromEntries(tags.map((t) => [identity(t), t.value]));
    expect(byKey).toEqual({
      description: food.description,
      'og:type': 'website',
      'og:site_name': 'Purity Test',
      'og:locale': 'en_US',
      'og:title': food.title,
      'og:description': food.description,
      'og:image': `${SITE}/og/en/food.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': food.title,
      'twitter:description': food.description,
      'twitter:image': `${SITE}/og/en/food.png`,
      canonical: `${SITE}/tests/food`,
      'og:url': `${SITE}/tests/food`,
      'alternate:en': `${SITE}/tests/food`,
      'alternate:es': `${SITE}/es/tests/food`,
      'alternate:x-default': `${SITE}/tests/food`,
    });
    expect(byKey).not.toHaveProperty('robots');
  });

  it("gives each language's og:locale: language_TERRITORY", () => {
    const locale = (meta: PageMeta) =>
      metaTags(meta).find((t) => t.keyValue === 'og:locale')?.value;
    expect(locale(food)).toBe('en_US');
    expect(locale({ ...food, language: 'es' })).toBe('es_ES');
  });

  it('uses the right attribute for each tag: name, property or rel; content or href', () => {
    for (const t of metaTags(food)) {
      if (t.keyValue === 'canonical' || t.keyValue === 'alternate') {
        expect(t).toMatchObject({ tag: 'link', key: 'rel', valueAttr: 'href' });
      } else if (t.keyValue.startsWith('og:')) {
        expect(t).toMatchObject({ tag: 'meta', key: 'property', valueAttr: 'content' });
      } else {
        expect(t).toMatchObject({ tag: 'meta', key: 'name', valueAttr: 'content' });
      }
    }
  });

  it('never repeats a tag', () => {
    for (const meta of [food, notFound]) {
      const keys = metaTags(meta).map(identity);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('a page that must not be indexed (path null): robots noindex, and no canonical or og:url', () => {
    const tags = metaTags(notFound);
    const keys = tags.map((t) => t.keyValue);
    expect(keys).toContain('robots');
    expect(tags.find((t) => t.keyValue === 'robots')).toEqual({
      tag: 'meta',
      key: 'name',
      keyValue: 'robots',
      valueAttr: 'content',
      value: 'noindex',
    });
    expect(keys).not.toContain('canonical');
    expect(keys).not.toContain('og:url');
    expect(tags).toHaveLength(14);
    expect(metaTags(food)).toHaveLength(18);
  });

  it('describes the image for Open Graph and Twitter when the page says what it shows', () => {
    const alt = 'Food Experience Test score card: 19/35, Curious eater';
    const byKey = Object.fromEntries(
      metaTags({ ...food, imageAlt: alt }).map((t) => [t.keyValue, t]),
    );
    expect(byKey['og:image:alt']).toMatchObject({ key: 'property', value: alt });
    expect(byKey['twitter:image:alt']).toMatchObject({ key: 'name', value: alt });
    expect(metaTags(food).map((t) => t.keyValue)).not.toContain('og:image:alt');
  });

  it('an empty path is treated like null (not indexable)', () => {
    const keys = metaTags({ ...food, path: '' }).map((t) => t.keyValue);
    expect(keys).toContain('robots');
    expect(keys).not.toContain('canonical');
  });

  it('the home page canonical is the site root with a slash', () => {
    const canonical = metaTags({ ...food, path: '/' }).find((t) => t.keyValue === 'canonical');
    expect(canonical?.value).toBe(`${SITE}/`);
  });

  it("keeps values raw (escaping is the renderer's job, the DOM path sets attributes directly)", () => {
    const tags = metaTags({ ...food, title: 'A & B "C" <D>' });
    expect(tags.find((t) => t.keyValue === 'og:title')?.value).toBe('A & B "C" <D>');
  });
});

describe('renderHeadTags', () => {
  it('starts with the <title>, then one tag per line in metaTags order', () => {
    const html = renderHeadTags(food);
    const lines = html.split('\n    ');
    expect(lines[0]).toBe('<title>Food Purity Test | Purity Test</title>');
    expect(lines).toHaveLength(1 + metaTags(food).length + installHeadTags().length);
    expect(parseHead(html)).toEqual(
      metaTags(food).map((t) => [t.tag, t.key, t.keyValue, t.valueAttr, t.value]),
    );
  });

  it('ends with the tags every page has: the web app manifest, the touch icon and a theme colour per scheme', () => {
    for (const html of [renderHeadTags(food), renderHeadTags(notFound)]) {
      expect(html.split('\n    ').slice(-4)).toEqual([
        `<link rel="manifest" href="${MANIFEST_PATH}">`,
        `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.path}">`,
        `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
        `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
      ]);
    }
  });

  it('renders the exact tags of an indexable page', () => {
    const html = renderHeadTags(food);
    expect(html).toContain(
      '<meta name="description" content="Answer 35 yes/no questions about food.">',
    );
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og/en/food.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/tests/food">`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/tests/food">`);
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/tests/food">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/tests/food">`);
    expect(html).not.toContain('robots');
  });

  it('renders robots noindex and no canonical for a 404', () => {
    const html = renderHeadTags(notFound);
    expect(html.startsWith('<title>404 Page Not Found</title>')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
  });

  it('escapes &, ", < and > in the title and in every attribute value', () => {
    const tricky: PageMeta = {
      title: 'Tom & Jerry\'s "Best" <Quiz>',
      description: 'Fish & chips > "burgers" <script>alert(1)</script>',
      path: '/tests/food?a=1&b="2"',
      image: '/og/a&b.png',
      siteName: 'Q&A "Site"',
      language: 'en',
      alternates: [{ hreflang: 'x-default', path: '/tests/food?a=1&b="2"' }],
    };
    const html = renderHeadTags(tricky);
    expect(html).toContain("<title>Tom &amp; Jerry's &quot;Best&quot; &lt;Quiz&gt;</title>");
    expect(html).toContain(
      '<meta name="description" content="Fish &amp; chips &gt; &quot;burgers&quot; &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Tom &amp; Jerry\'s &quot;Best&quot; &lt;Quiz&gt;">',
    );
    expect(html).toContain('<meta property="og:site_name" content="Q&amp;A &quot;Site&quot;">');
    expect(html).toContain(
      `<link rel="canonical" href="${SITE}/tests/food?a=1&amp;b=&quot;2&quot;">`,
    );
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og/a&amp;b.png">`);
    // Nothing raw can break out of an attribute or open a tag.
    expect(html).not.toContain('<script');
    for (const [, , , , value] of parseHead(html)) {
      expect(value).not.toMatch(/[<>"]/);
      expect(value).not.toMatch(/&(?!amp;|quot;|lt;|gt;)/);
    }
    // Every tag of metaTags is still there, one per line.
    expect(parseHead(html)).toHaveLength(metaTags(tricky).length);
  });

  it('escapes & first, so already-escaped text is shown literally (no double-unescape)', () => {
    const html = renderHeadTags({ ...food, title: 'A &amp; B &lt;x&gt;' });
    expect(html).toContain('<title>A &amp;amp; B &amp;lt;x&amp;gt;</title>');
  });

  it('leaves non-ASCII text as it is', () => {
    const html = renderHeadTags({ ...food, description: 'Déjà vu – “quotes” 🎉' });
    expect(html).toContain('<meta name="description" content="Déjà vu – “quotes” 🎉">');
  });
});
