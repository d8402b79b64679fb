import { basename, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { type ContentError, listFiles, YamlSource } from './yaml-source.js';
import { PSEUDO_LANGUAGE } from '../../shared/lib/pseudo-locale.js';

export const SOURCE_LANGUAGE = 'en';

/** A BCP 47 language code, optionally with a region: fr, pt-BR, fil. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** Why a locale file's name (without .yaml) or a translation folder's name cannot be a language (English is the source; the pseudo-locale is generated from it). */
export function languageCodeProblem(code: string, place: 'file' | 'folder' = 'file'): string | undefined {
  const extension = place === 'file' ? '.yaml' : '';
  if (code === PSEUDO_LANGUAGE) return `"${PSEUDO_LANGUAGE}" is the pseudo-locale, generated from English; remove this ${place}`;
  if (!LANGUAGE_CODE.test(code)) return `"${code}" is not a language code: name the ${place} after a BCP 47 code such as fr${extension} or pt-BR${extension} (${LANGUAGE_CODE.source})`;
  return undefined;
}

/** The languages other than English, one per content/locales/<lang>.yaml with a valid code, sorted. */
export function translatedLanguages(localeDir: string): string[] {
  return listFiles(localeDir, '.yaml')
    .map((file) => basename(file, '.yaml'))
    .filter((code) => code !== SOURCE_LANGUAGE && !languageCodeProblem(code));
}

export type Messages = { [key: string]: string | Messages };

export interface LocaleBundle {
  language: string;
  messages: Messages;
}

/**
 * English (content/locales/en.yaml) is the source of truth. Every other file is a language, named
 * by its code (an error otherwise), and is compared with English: missing, extra and empty keys and
 * lost {{placeholders}} are reported as warnings (the site falls back to English for them); a file
 * that is not valid YAML of nested strings is an error.
 */
export function checkLocales(localeDir: string, displayPath: (p: string) => string, errors: ContentError[], warnings: ContentError[]): LocaleBundle[] {
  const files = listFiles(localeDir, '.yaml');
  const fileError = (file: string, message: string) => errors.push({ file: displayPath(join(localeDir, file)), line: 1, col: 1, path: '', message });
  if (!files.includes(`${SOURCE_LANGUAGE}.yaml`)) {
    fileError(`${SOURCE_LANGUAGE}.yaml`, 'file is missing: English strings are the source of every language');
    return [];
  }
  const bundles: (LocaleBundle & { source: YamlSource })[] = [];
  for (const file of files) {
    const codeProblem = languageCodeProblem(basename(file, '.yaml'));
    if (codeProblem) {
      fileError(file, codeProblem);
      continue;
    }
    const source = new YamlSource(displayPath(join(localeDir, file)), readFileSync(join(localeDir, file), 'utf8'));
    // An empty file is a language with no strings of its own yet: English is shown for all of them.
    const problems = source.syntaxErrors().length ? source.syntaxErrors() : checkShape(source.data ?? {}, [], source);
    errors.push(...problems);
    if (!problems.length) bundles.push({ language: basename(file, '.yaml'), messages: (source.data ?? {}) as Messages, source });
  }
  const english = bundles.find((bundle) => bundle.language === SOURCE_LANGUAGE);
  for (const bundle of english ? bundles : []) {
    if (bundle !== english) warnings.push(...compareWithEnglish(flatten(english!.messages), flatten(bundle.messages), bundle.source));
  }
  return bundles.map(({ language, messages }) => ({ language, messages }));
}

function checkShape(value: unknown, path: string[], source: YamlSource): ContentError[] {
  if (typeof value === 'string') return [];
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, child]) => checkShape(child, [...path, key], source));
  return [source.errorAt(path, 'must be text or a group of keys (put it in quotes if it looks like a number or true/false)')];
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]): [string, string][] => {
      const full = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[full, value]] : [...flatten(value, full)];
    }),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

function compareWithEnglish(english: Map<string, string>, translated: Map<string, string>, source: YamlSource): ContentError[] {
  const problems: ContentError[] = [];
  const at = (key: string, message: string) => problems.push(source.errorAt(key.split('.'), message));
  for (const [key, text] of english) {
    const translation = translated.get(key);
    if (translation === undefined) problems.push({ file: source.file, line: 1, col: 1, path: key, message: 'is missing (English is shown instead)' });
    else if (!translation.trim()) at(key, 'is empty (English is shown instead)');
    else {
      const missing = placeholders(text).filter((name) => !placeholders(translation).includes(name)).sort();
      if (missing.length) at(key, `lost the placeholder(s) ${missing.map((n) => `{{${n}}}`).join(', ')}`);
    }
  }
  for (const key of translated.keys()) {
    // A plural form English does not need (`takers_few`) of a key English has plural forms of: i18next picks the form by the language's rules.
    const plural = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
    const isPluralForm = !!plural && (english.has(`${plural[1]}_one`) || english.has(`${plural[1]}_other`));
    if (!english.has(key) && !isPluralForm) at(key, 'is not an English key; remove it or fix its name');
  }
  return problems;
}
