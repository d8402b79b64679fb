// Translations are compared with English (the source of truth): problems are warnings, shown as
// "file:line:col key: message". The pseudo-locale swaps every letter but keeps {{placeholders}}.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError, type ContentError } from '../../../scripts/content/yaml-source.js';
import { displayPath } from '../../../scripts/content/load-content.js';
import { checkLocales } from '../../../scripts/content/locale-check.js';
import { pseudoContent } from '../../../scripts/content/emit.js';
import { pseudoText } from '../../../shared/lib/pseudo-locale.js';
import { cleanupTempDirs, makeTempDir } from './temp-dirs.js';

afterAll(cleanupTempDirs);

function localeDir(files: Record<string, string>): { dir: string; shown: string } {
  const dir = makeTempDir('locales');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, shown: displayPath(dir) };
}

const EN = `site:
  name: Purity Test
  titleTemplate: "{{title}} | Purity Test"
quiz:
  questionOf: "Question {{current}} of {{total}}"
  next: Next
  finish: Finish Test
`;

// Line 5 lost {{total}}, line 6 is empty, quiz.finish is missing, line 7 is not an English key.
const FR = `site:
  name: Test de pureté
  titleTemplate: "{{title}} | Test de pureté"
quiz:
  questionOf: "Question {{current}} sur le total"
  next: ""
  previous: Précédent
`;

describe('checkLocales', () => {
  it('warns about a missing key, an extra key, an empty value and a lost placeholder, with exact messages', () => {
    const { dir, shown } = localeDir({ 'en.yaml': EN, 'fr.yaml': FR });
    const errors: ContentError[] = [];
    const warnings: ContentError[] = [];
    const bundles = checkLocales(dir, displayPath, errors, warnings);
    expect(errors).toEqual([]);
    expect(bundles.map((bundle) => bundle.language)).toEqual(['en', 'fr']);
    expect(warnings.map(formatContentError)).toEqual([
      `${shown}/fr.yaml:7:3 quiz.previous: is not in ${shown}/en.yaml; remove it`,
      `${shown}/fr.yaml:5:3 quiz.questionOf: lost the placeholder(s) {{total}}`,
      `${shown}/fr.yaml:6:3 quiz.next: is empty (English is shown instead)`,
      `${shown}/fr.yaml:1:1 1 of 5 texts is not translated (quiz.finish); English is shown instead`,
    ]);
  });

  it('gives no warning for a complete translation', () => {
    const complete = EN.replace('Purity Test"', 'Test de pureté"').replace('Next', 'Suivant');
    const { dir } = localeDir({ 'en.yaml': EN, 'fr.yaml': complete });
    const errors: ContentError[] = [];
    const warnings: ContentError[] = [];
    checkLocales(dir, displayPath, errors, warnings);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("accepts the plural forms a language needs beyond English's one and other", () => {
    const en = `${EN}results:\n  takers_one: "{{people}} person"\n  takers_other: "{{people}} people"\n`;
    const pl = `${EN}results:\n  takers_one: "{{people}} osoba"\n  takers_few: "{{people}} osoby"\n  takers_many: "{{people}} osób"\n  takers_other: "{{people}} osoby"\n  label_few: x\n`;
    const { dir, shown } = localeDir({ 'en.yaml': en, 'pl.yaml': pl });
    const warnings: ContentError[] = [];
    checkLocales(dir, displayPath, [], warnings);
    expect(warnings.map(formatContentError)).toEqual([
      `${shown}/pl.yaml:13:3 results.label_few: is not in ${shown}/en.yaml; remove it`,
    ]);
  });

  it('checks keys named like content structure (order, id, names) as any other string', () => {
    const en = `${EN}nav:\n  order: Order\n  names: Names\n`;
    const fr = `${EN}nav:\n  order: Ordre\n`;
    const { dir, shown } = localeDir({ 'en.yaml': en, 'fr.yaml': fr });
    const warnings: ContentError[] = [];
    checkLocales(dir, displayPath, [], warnings);
    expect(warnings.map(formatContentError)).toEqual([
      `${shown}/fr.yaml:1:1 1 of 7 texts is not translated (nav.names); English is shown instead`,
    ]);
  });

  it('is an error when en.yaml is missing', () => {
    const { dir, shown } = localeDir({ 'fr.yaml': FR });
    const errors: ContentError[] = [];
    const warnings: ContentError[] = [];
    expect(checkLocales(dir, displayPath, errors, warnings)).toEqual([]);
    expect(errors.map(formatContentError)).toEqual([
      `${shown}/en.yaml:1:1 file is missing: English strings are the source of every language`,
    ]);
  });

  it('is an error when a value is not text (an unquoted number)', () => {
    const { dir, shown } = localeDir({
      'en.yaml': EN,
      'fr.yaml': FR.replace('previous: Précédent', 'previous: 404'),
    });
    const errors: ContentError[] = [];
    checkLocales(dir, displayPath, errors, []);
    expect(errors.map(formatContentError)).toEqual([
      `${shown}/fr.yaml:7:3 quiz.previous: must be text or a group of keys (put it in quotes if it looks like a number or true/false)`,
    ]);
  });
});

describe('pseudoText', () => {
  const placeholder = /\{\{\s*\w+\s*\}\}/g;

  it('keeps every {{placeholder}} intact and leaves no ASCII letter outside them', () => {
    for (const text of [
      'Question {{current}} of {{total}}',
      'I scored {{score}}/{{total}} on the Food Test!',
      'Higher than {{percent}}% of {{ count }} people who took this test',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz',
    ]) {
      const pseudo = pseudoText(text);
      expect(pseudo.match(placeholder) ?? []).toEqual(text.match(placeholder) ?? []);
      expect(pseudo.replace(placeholder, '')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('brackets the text and keeps its length, digits and punctuation', () => {
    expect(pseudoText('Question {{current}} of {{total}}')).toBe(
      '⟦Ǫúéšţíóñ {{current}} óƒ {{total}}⟧',
    );
    expect(pseudoText('24-48 hours!')).toBe('⟦24-48 ĥóúŕš!⟧');
  });

  it('leaves blank text alone', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText('   ')).toBe('   ');
  });

  it('pseudoContent swaps visible text but not identifiers, icons or colours', () => {
    const quiz = {
      slug: 'food',
      kind: 'themed',
      icon: '🍜',
      accent: '#ea580c',
      title: 'Food',
      questions: [{ id: 'food-001', text: 'Have you ever?' }],
      tiers: [{ min: 3 }],
    };
    expect(pseudoContent(quiz)).toEqual({
      slug: 'food',
      kind: 'themed',
      icon: '🍜',
      accent: '#ea580c',
      title: '⟦Ƒóóď⟧',
      questions: [{ id: 'food-001', text: '⟦Ĥáṽé ýóú éṽéŕ?⟧' }],
      tiers: [{ min: 3 }],
    });
  });
});
