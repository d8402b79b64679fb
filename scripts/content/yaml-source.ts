import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';
import { existsSync, readdirSync } from 'node:fs';
import matter from 'gray-matter';

/** One problem an editor must fix, pointing at the file, line and column of the offending field. */
export type ContentError = {
  file: string;
  line: number;
  col: number;
  path: string;
  message: string;
};

/** An error about a whole file (at its first line, or at `line`). */
export const fileError = (file: string, message: string, line = 1): ContentError => ({
  file,
  line,
  col: 1,
  path: '',
  message,
});

export function formatContentError({ file, line, col, path, message }: ContentError): string {
  return `${file}:${line}:${col} ${[path, message].filter(Boolean).join(': ')}`;
}

export type PathSegment = string | number;

/**
 * One text an editor wrote: its field's path ([] for a guide section's Markdown), its source as it
 * stands in the file (YAML quotes, block indicators and line breaks included, so that offsets in it
 * are offsets in the file), and the error at an offset in it, at that line and column.
 */
export type PlacedText = {
  path: PathSegment[];
  source: string;
  errorAt(offset: number, message: string): ContentError;
};

export const formatPath = (path: readonly PathSegment[]) =>
  path
    .map((segment, i) =>
      typeof segment === 'number' ? `[${segment}]` : i ? `.${segment}` : segment,
    )
    .join('');

/**
 * gray-matter splits the file; the front matter itself is parsed by YamlSource (YAML 1.2, with
 * positions). `matter` starts right after the opening "---", so its first line is that line.
 */
export function splitFrontMatter(
  text: string,
): { frontMatter: string; markdown: string; bodyLine: number } | undefined {
  if (!/^---\r?\n/.test(text)) return undefined;
  const file = matter(text, { engines: { yaml: () => ({}) } });
  if (!file.matter.trim()) return undefined;
  const bodyLine = text.slice(0, text.length - file.content.length).split('\n').length;
  return { frontMatter: file.matter, markdown: file.content, bodyLine };
}

// One check reads most files several times (rules, spelling, style, stamps): parsing each text once
// halves loadContent on content/ (0.35 s instead of 0.66 s).
const parsed = new Map<string, { doc: Document.Parsed; lineCounter: LineCounter }>();

/**
 * A parsed YAML text that can say where any field is. YAML 1.2 core schema is used, so values such
 * as `no`, `yes`, `on` and `off` stay text (YAML 1.1 would turn them into booleans).
 */
export class YamlSource {
  readonly doc: Document.Parsed;
  private readonly lineCounter: LineCounter;

  constructor(
    readonly file: string,
    private readonly text: string,
  ) {
    if (!parsed.has(text)) {
      const lineCounter = new LineCounter();
      parsed.set(text, {
        doc: parseDocument(text, {
          lineCounter,
          prettyErrors: false,
          version: '1.2',
          uniqueKeys: true,
        }),
        lineCounter,
      });
    }
    ({ doc: this.doc, lineCounter: this.lineCounter } = parsed.get(text)!);
  }

  get data(): unknown {
    return this.doc.toJS({ maxAliasCount: 50 });
  }

  syntaxErrors(): ContentError[] {
    return this.doc.errors.map((error) =>
      this.errorAt([], `YAML syntax error: ${error.message.split('\n')[0]}`, error.pos[0]),
    );
  }

  /**
   * The error for a field, at the deepest existing part of `path` (a map entry at its key), or at
   * `offset` in the text (e.g. a misspelled word). The path is shown with a list index in brackets:
   * "questions[12].text", "tiers.30" (a mapping keyed by tier mins).
   */
  errorAt(path: readonly PathSegment[], message: string, offset?: number): ContentError {
    let node: unknown = this.doc.contents;
    let start = this.doc.contents?.range[0] ?? 0;
    const shown: PathSegment[] = [];
    for (const segment of path) {
      shown.push(isSeq(node) ? Number(segment) : segment);
      // Keys compare as text: a tier min `30:` is the number 30 in YAML and "30" in the parsed data.
      const pair = isMap(node)
        ? node.items.find(
            (item) =>
              isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
          )
        : undefined;
      const item = isSeq(node) ? node.items[Number(segment)] : undefined;
      start = ((pair ? pair.key : item) as Node | null | undefined)?.range?.[0] ?? start;
      node = pair ? pair.value : item;
    }
    return {
      file: this.file,
      ...this.lineCounter.linePos(offset ?? start),
      path: formatPath(shown),
      message,
    };
  }

  /** "file:line:col path" of a field, for messages that point at a second place. */
  reference(path: readonly PathSegment[]): string {
    return formatContentError(this.errorAt(path, ''));
  }

  /** Every text value (keys are not values; values under a key in `skipKeys`, such as ids, are left out). */
  textValues(skipKeys: ReadonlySet<string>): PlacedText[] {
    const found: PlacedText[] = [];
    const walk = (node: unknown, path: PathSegment[]): void => {
      if (isMap(node)) {
        for (const { key, value } of node.items) {
          if (isScalar(key) && !skipKeys.has(String(key.value)))
            walk(value, [...path, String(key.value)]);
        }
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => walk(item, [...path, index]));
      } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
        const [start, end] = node.range;
        found.push({
          path,
          source: this.text.slice(start, end),
          errorAt: (offset, message) => this.errorAt(path, message, start + offset),
        });
      }
    };
    walk(this.doc.contents, []);
    return found;
  }
}

/** The names of a folder's files that end with `extension`, hidden ones left out, sorted; none when the folder does not exist. */
export function listFiles(dir: string, extension: string): string[] {
  const entries = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  return entries
    .filter(
      (entry) => entry.isFile() && !entry.name.startsWith('.') && entry.name.endsWith(extension),
    )
    .map((entry) => entry.name)
    .sort();
}
