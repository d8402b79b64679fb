// The build's page shell: index.html with the page's language and the inlined stylesheet, around a
// route's head tags, script tag and body.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { pageHtml, pageTemplate, splitTemplate } from '../../scripts/build/page-template.js';

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

describe('pageTemplate', () => {
  const indexHtml = readFileSync('index.html', 'utf8');
  const page = { head: '<title>Comida</title>', html: '<main></main>', language: 'es' as const };

  it("index.html in a language: its <html lang>, the stylesheet inlined after the page's head tags, and no script of Vite's", () => {
    const html = pageHtml(pageTemplate(indexHtml, 'es', 'body{color:red}'), page, '<script data-entry="/a.js"></script>');
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('<html lang="en">');
    expect(html.indexOf('<title>Comida</title>')).toBeLessThan(html.indexOf('<style>body{color:red}</style>'));
    expect(html.indexOf('<style>body{color:red}</style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('refuses a shell without its language, a shell with a script, and a stylesheet that would close its element', () => {
    expect(() => pageTemplate(indexHtml.replace('<html lang="en">', '<html>'), 'es', '')).toThrow(/<html lang="en">/);
    expect(() => pageTemplate(indexHtml.replace('</body>', '<script src="/x.js"></script></body>'), 'es', '')).toThrow(/no script/);
    expect(() => pageTemplate(indexHtml, 'es', 'a::after{content:"</STYLE>"}')).toThrow(/<\/style/);
  });
});
