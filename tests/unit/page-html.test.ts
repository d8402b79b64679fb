// The build's prerendered page: index.html around a route's head tags, script tag and body.
import { describe, expect, it } from 'vitest';
import { pageHtml, splitTemplate } from '../../scripts/page-html';

describe('pageHtml', () => {
  const template = splitTemplate('<html><head><meta charset="UTF-8">\n    <!--app-head-->\n  </head><body><div id="root"><!--app-html--></div></body></html>');

  it('puts the head tags and the script tag in the head, and the body in the root', () => {
    const page = { head: '<title>Food</title>', html: '<main><h1>Food</h1></main>', language: 'en' as const };
    expect(pageHtml(template, page, '<script data-entry="/a.js"></script>')).toBe(
      '<html><head><meta charset="UTF-8">\n    <title>Food</title>\n    <script data-entry="/a.js"></script>\n  </head><body><div id="root"><main><h1>Food</h1></main></div></body></html>',
    );
  });

  it('needs both placeholders in the template, once each', () => {
    expect(() => splitTemplate('<head></head><body><!--app-html--></body>')).toThrow(/<!--app-head-->/);
    expect(() => splitTemplate('<head><!--app-head--></head><body><!--app-html--><!--app-html--></body>')).toThrow(/<!--app-html-->/);
  });
});
