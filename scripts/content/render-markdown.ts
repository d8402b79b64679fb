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

/**
 * Markdown to HTML at build time, so react-markdown never reaches the browser. Raw HTML in the
 * Markdown is not rendered, a link keeps its address only if it is on the site (/…) or the page (#…),
 * images are dropped, and headings are shifted below the section's own heading (h3).
 */
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
