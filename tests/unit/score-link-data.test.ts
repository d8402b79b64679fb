// The build's score-link data: a quiz page per score kept as what differs from the plain page.
import { describe, expect, it } from 'vitest';
import { insertionIn, pageHtml, scoreLinkPage, splitTemplate } from '../../scripts/score-link-data';

const template = splitTemplate('<html><head><meta charset="UTF-8">\n    <!--app-head-->\n  </head><body><div id="root"><!--app-html--></div></body></html>');
const page = (head: string, html: string) => ({ head, html, status: 200, language: 'en' as const });
const plain = page('<title>Food</title>', '<main><header class="page-header"><h1>Food</h1></header></main>');
const withScore = (score: number) =>
  page(`<title>I scored ${score}/35</title>`, `<main><p class="score-invite">A friend scored ${score}/35.</p><header class="page-header"><h1>Food</h1></header></main>`);

describe('insertionIn', () => {
  it('finds one inserted element, starting at its tag', () => {
    expect(insertionIn(plain.html, withScore(7).html)).toEqual({ at: 6, text: '<p class="score-invite">A friend scored 7/35.</p>' });
  });

  it('finds text inserted inside a text run', () => {
    expect(insertionIn('abcdef', 'abcXYdef')).toEqual({ at: 3, text: 'XY' });
  });

  it('gives null when the longer text is not the shorter with one insertion', () => {
    expect(insertionIn('<a>1</a><b>2</b>', '<a>9</a><b>2</b><c/>')).toBeNull();
    expect(insertionIn('<a></a>', '<a></a>')).toBeNull();
    expect(insertionIn('<a></a>', '<b>')).toBeNull();
  });
});

describe('scoreLinkPage', () => {
  const preloads = '<link rel="modulepreload" href="/assets/food.js">';

  it('cuts the plain page so that each score puts back exactly its own render', () => {
    const scores = [0, 1, 2].map(withScore);
    const data = scoreLinkPage(template, plain, scores, preloads);
    const [before, middle, after] = data.parts;
    expect(before + plain.head + middle + after).toBe(pageHtml(template, plain, preloads));
    scores.forEach((rendered, score) => {
      const { head, invitation } = data.scores[score]!;
      expect(before + head + middle + invitation + after).toBe(pageHtml(template, rendered, preloads));
    });
  });

  it('refuses a score page that differs from the plain page in more than one place', () => {
    const broken = page('<title>x</title>', '<main><p>hi</p><header class="page-header"><h1>Changed</h1></header></main>');
    expect(() => scoreLinkPage(template, plain, [withScore(0), broken], preloads)).toThrow(/score 1 is not the plain page with one addition/);
  });

  it('needs both placeholders in the template, once each', () => {
    expect(() => splitTemplate('<head></head><body><!--app-html--></body>')).toThrow(/<!--app-head-->/);
  });
});
