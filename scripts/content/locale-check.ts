import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type ContentError, YamlSource } from './yaml-source.js';
import { PSEUDO_LANGUAGE } from './pseudo-locale.js';

export const SOURCE_LANGUAGE = 'en';

/** A BCP 47 language code, optionally with a region: fr, pt-BR, fil. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * Why a locale file's name (without .yaml) cannot be a language, or undefined when it can. English
 * is the source; the pseudo-locale is generated from it.
 */
export function languageCodeProblem(code: string): string | undefined {
  if (code === PSEUDO_LANGUAGE) return `"${PSEUDO_LANGUAGE}" is the pseudo-locale, generated from English; remove this file`;
  if (!LANGUAGE_CODE.test(code)) {
    return `"${code}" is not a language code: name the file after a BCP 47 code such as fr.yaml or pt-BR.yaml (${LANGUAGE_CODE.source})`;
  }
  return undefined;
}

/** The languages other than English, one per content/locales/<lang>.yaml with a valid code, sorted. */
export function translatedLanguages(localeDir: string): string[] {
  const files = existsSync(localeDir) ? readdirSync(localeDir).filter((f) => f.endsWith('.yaml')).sort() : [];
  return files.map((file) => basename(file, '.yaml')).filter((code) => code !== SOURCE_LANGUAGE && !languageCodeProblem(code));
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
  const files = existsSync(localeDir) ? readdirSync(localeDir).filter((f) => f.endsWith('.yaml')).sort() : [];
  if (!files.includes(`${SOURCE_LANGUAGE}.yaml`)) {
    errors.push({ file: displayPath(join(localeDir, `${SOURCE_LANGUAGE}.yaml`)), line: 1, col: 1, path: '', message: 'file is missing: English strings are the source of every language' });
    return [];
  }
  const bundles: LocaleBundle[] = [];
  const sources = new Map<string, YamlSource>();
  for (const file of files) {
    const codeProblem = languageCodeProblem(basename(file, '.yaml'));
    if (codeProblem) {
      errors.push({ file: displayPath(join(localeDir, file)), line: 1, col: 1, path: '', message: codeProblem });
      continue;
    }
    const source = new YamlSource(displayPath(join(localeDir, file)), readFileSync(join(localeDir, file), 'utf8'));
    const syntax = source.syntaxErrors();
    if (syntax.length) {
      errors.push(...syntax);
      continue;
    }
    // An empty file is a language with no strings of its own yet: English is shown for all of them.
    const data = source.data ?? {};
    const shapeErrors = checkShape(data, [], source);
    errors.push(...shapeErrors);
    if (shapeErrors.length) continue;
    const language = basename(file, '.yaml');
    bundles.push({ language, messages: data as Messages });
    sources.set(language, source);
  }
  const english = bundles.find((bundle) => bundle.language === SOURCE_LANGUAGE);
  if (!english) return bundles;
  const englishKeys = flatten(english.messages);
  for (const bundle of bundles) {
    if (bundle.language === SOURCE_LANGUAGE) continue;
    warnings.push(...compareWithEnglish(englishKeys, flatten(bundle.messages), sources.get(bundle.language)!));
  }
  return bundles;
}

function checkShape(value: unknown, path: string[], source: YamlSource): ContentError[] {
  if (typeof value === 'string') return [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => checkShape(child, [...path, key], source));
  }
  return [source.errorAt(path, 'must be text or a group of keys (put it in quotes if it looks like a number or true/false)')];
}

export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

export function compareWithEnglish(english: Map<string, string>, translated: Map<string, string>, source: YamlSource): ContentError[] {
  const problems: ContentError[] = [];
  const at = (key: string, message: string) => source.errorAt(key.split('.'), message);
  for (const [key, text] of english) {
    const translation = translated.get(key);
    if (translation === undefined) problems.push({ file: source.file, line: 1, col: 1, path: key, message: 'is missing (English is shown instead)' });
    else if (!translation.trim()) problems.push(at(key, 'is empty (English is shown instead)'));
    else {
      const missing = placeholders(text).filter((name) => !placeholders(translation).includes(name));
      if (missing.length) problems.push(at(key, `lost the placeholder(s) ${missing.map((n) => `{{${n}}}`).join(', ')}`));
    }
  }
  for (const key of translated.keys()) {
    if (!english.has(key) && !isPluralFormOf(key, english)) problems.push(at(key, 'is not an English key; remove it or fix its name'));
  }
  return problems;
}

/**
 * A plural form English does not need (`takers_few`) of a key English has plural forms of
 * (`takers_one`, `takers_other`): i18next picks the form by the language's plural rules.
 */
function isPluralFormOf(key: string, english: Map<string, string>): boolean {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return !!match && (english.has(`${match[1]}_one`) || english.has(`${match[1]}_other`));
}

/**
 * The strings a language ships: its own where present and not blank, English for every other key
 * (missing or empty). Keys English does not have are dropped.
 */
export function mergeMessages(english: Messages, translated: Messages | undefined): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(english)) {
    const own = translated?.[key];
    if (typeof value === 'string') out[key] = typeof own === 'string' && own.trim() ? own : value;
    else out[key] = mergeMessages(value, own && typeof own === 'object' ? own : undefined);
  }
  return out;
}
