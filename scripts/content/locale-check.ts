import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isMap, isScalar, type Scalar } from 'yaml';
import { PSEUDO_LANGUAGE } from '../../shared/lib/pseudo-locale.js';
import { SOURCE_LANGUAGE, translationWarnings } from './translations.js';
import { type ContentError, fileError, listFiles, YamlSource } from './yaml-source.js';

/** A BCP 47 language code, optionally with a region: fr, pt-BR, fil. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export type LocaleBundle = { language: string; messages: Record<string, unknown> };

function languageCodeProblem(code: string) {
  if (code === PSEUDO_LANGUAGE)
    return `"${PSEUDO_LANGUAGE}" is the pseudo-locale, generated from English; remove this file`;
  if (!LANGUAGE_CODE.test(code))
    return `"${code}" is not a language code: name the file after a BCP 47 code such as fr.yaml or pt-BR.yaml (${LANGUAGE_CODE.source})`;
}

export function translatedLanguages(localeDir: string): string[] {
  return listFiles(localeDir, '.yaml')
    .map((file) => basename(file, '.yaml'))
    .filter((code) => code !== SOURCE_LANGUAGE && !languageCodeProblem(code));
}

/** Reads content/locales/: a file that is not YAML of nested texts is an error; what a language lacks or has wrong of English's is a warning. */
export function checkLocales(
  localeDir: string,
  displayPath: (p: string) => string,
  errors: ContentError[],
  warnings: ContentError[],
): LocaleBundle[] {
  const files = listFiles(localeDir, '.yaml');
  if (!files.includes(`${SOURCE_LANGUAGE}.yaml`)) {
    errors.push(
      fileError(
        displayPath(join(localeDir, `${SOURCE_LANGUAGE}.yaml`)),
        'file is missing: English strings are the source of every language',
      ),
    );
    return [];
  }
  const bundles = files.flatMap((file) => {
    const [language, source] = [
      basename(file, '.yaml'),
      new YamlSource(
        displayPath(join(localeDir, file)),
        readFileSync(join(localeDir, file), 'utf8'),
      ),
    ];
    const codeProblem = languageCodeProblem(language);
    const problems = codeProblem
      ? [fileError(source.file, codeProblem)]
      : source.syntaxErrors().length
        ? source.syntaxErrors()
        : shapeErrors(source, source.doc.contents);
    errors.push(...problems);
    return problems.length ? [] : [{ language, source }];
  });
  const english = bundles.find((bundle) => bundle.language === SOURCE_LANGUAGE)?.source;
  for (const { language, source } of bundles) {
    if (english && language !== SOURCE_LANGUAGE)
      warnings.push(...translationWarnings(source, english.data ?? {}, english.file, new Set()));
  }
  // An empty file is a language with no strings of its own yet.
  return bundles.map(({ language, source }) => ({
    language,
    messages: (source.data ?? {}) as Record<string, unknown>,
  }));
}

function shapeErrors(source: YamlSource, node: unknown, path: string[] = []): ContentError[] {
  if (isMap(node))
    return node.items.flatMap((pair) =>
      shapeErrors(source, pair.value, [...path, String((pair.key as Scalar).value)]),
    );
  if ((isScalar(node) && typeof node.value === 'string') || (node === null && !path.length))
    return [];
  return [
    source.errorAt(
      path,
      'must be text or a group of keys (put it in quotes if it looks like a number or true/false)',
    ),
  ];
}
