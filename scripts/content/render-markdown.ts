import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';

type HastNode = { type: string; value?: string; children?: HastNode[] };

/** A rehype plugin that rewrites every text node (the pseudo-locale's guide). */
const rewriteText = (rewrite: (text: string) => string) => () =>
  function visit(node: HastNode): void {
    if (node.type === 'text' && node.value) node.value = rewrite(node.value);
    node.children?.forEach(visit);
  };

/** Markdown to HTML at build time (no react-markdown in the browser): no raw HTML or images, links only within the site, headings below h3. */
export function renderMarkdown(markdown: string, rewrite?: (text: string) => string): string {
  return renderToStaticMarkup(
    createElement(Markdown, {
      rehypePlugins: rewrite ? [rewriteText(rewrite)] : [],
      skipHtml: true,
      disallowedElements: ['img'],
      urlTransform: (url) => (url.startsWith('/') || url.startsWith('#') ? url : undefined),
      components: { h1: 'h4', h2: 'h4', h3: 'h4' },
      children: markdown,
    }),
  );
}
