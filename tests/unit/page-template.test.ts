// The build's page shell: index.html with the page's language and the inlined stylesheet, around a
// page's head tags, script tag and body.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { pageHtml, pageTemplate } from '../../scripts/build/page-template.js';

describe('pageHtml', () => {
  const template = pageTemplate(
    '<html lang="en"><head><meta charset="UTF-8">\n    <!--app-head-->\n  </head><body><div id="root"><!--app-html--></div></body></html>',
    'en',
    'b{}',
  );

  it('puts the head tags and the script tag in the head before the stylesheet, and the body in the root', () => {
    const page = { head: '<title>Food</title>', html: '<main><h1>Food $& $1</h1></main>' };
    expect(pageHtml(template, page, '<script data-entry="/a.js"></script>')).toBe(
      '<html lang="en"><head><meta charset="UTF-8">\n    <title>Food</title>\n    <script data-entry="/a.js"></script>\n    <style>b{}</style>\n  </head><body><div id="root"><main><h1>Food $& $1</h1></main></div></body></html>',
    );
  });
});

describe('pageTemplate', () => {
  const indexHtml = readFileSync('index.html', 'utf8');
  const page = { head: '<title>Comida</title>', html: '<main></main>' };

  it('preloads the Latin file of the display face the stylesheet names, before the stylesheet', () => {
    const font = '/assets/bricolage-grotesque-latin-800-normal-J50vIsBe.woff2';
    const html = pageHtml(
      pageTemplate(indexHtml, 'en', `@font-face{src:url(${font}) format("woff2")}`),
      page,
      '',
    );
    const preload = `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />`;
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<style>'));
    expect(pageHtml(pageTemplate(indexHtml, 'en', 'b{}'), page, '')).not.toContain('preload');
  });

  it("index.html in a language: its <html lang>, the stylesheet inlined after the page's head tags, and no script of Vite's", () => {
    const html = pageHtml(
      pageTemplate(indexHtml, 'es', 'body{color:red}'),
      page,
      '<script data-entry="/a.js"></script>',
    );
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('<html lang="en">');
    expect(html.indexOf('<title>Comida</title>')).toBeLessThan(
      html.indexOf('<style>body{color:red}</style>'),
    );
    expect(html.indexOf('<style>body{color:red}</style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('<!--app-');
  });

  it('refuses a shell without its language or one of its places, a shell with a script, and a stylesheet that would close its element', () => {
    expect(() => pageTemplate(indexHtml.replace('<html lang="en">', '<html>'), 'es', '')).toThrow(
      /<html lang="en">/,
    );
    expect(() => pageTemplate(indexHtml.replace('<!--app-head-->', ''), 'es', '')).toThrow(
      /<!--app-head-->/,
    );
    expect(() =>
      pageTemplate(
        indexHtml.replace('<!--app-html-->', '<!--app-html--><!--app-html-->'),
        'es',
        '',
      ),
    ).toThrow(/<!--app-html-->/);
    expect(() =>
      pageTemplate(indexHtml.replace('</body>', '<script src="/x.js"></script></body>'), 'es', ''),
    ).toThrow(/no script/);
    expect(() => pageTemplate(indexHtml, 'es', 'a::after{content:"</STYLE>"}')).toThrow(/<\/style/);
  });
});
