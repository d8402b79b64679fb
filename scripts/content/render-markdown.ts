import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';

type HastNode = { type: string; value?: string; children?: HastNode[] };

/** A rehype plugin that rewrites every text node, used to build the pseudo-locale's guide. */
function rewriteText(rewrite: (text: string) => string) {
  return () => (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === 'text' && node.value) node.value = rewrite(node.value);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * Markdown to HTML at build time, so react-markdown never reaches the browser. Raw HTML in the
 * Markdown is not rendered (react-markdown's default), and headings are shifted below the section's own heading (h3).
 */
export function renderMarkdown(markdown: string, rewrite?: (text: string) => string): string {
  return renderToStaticMarkup(
    createElement(Markdown, {
      rehypePlugins: rewrite ? [rewriteText(rewrite)] : [],
      skipHtml: true,
      components: {
        h1: 'h4',
        h2: 'h4',
        h3: 'h4',
        a: ({ href, children }) => createElement('a', { href: href?.startsWith('/') || href?.startsWith('#') ? href : undefined }, children),
        img: () => null,
      },
      children: markdown,
    }),
  );
}
