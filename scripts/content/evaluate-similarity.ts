// Prints the precision and recall of the same-experience rules on the labeled pairs of
// tests/fixtures/content/same-experience-pairs.yaml, and each pair the rules get wrong.
// Usage: npx tsx scripts/content/evaluate-similarity.ts [pairs.yaml]
import { join } from 'node:path';
import { evaluatePairs, readLabeledPairs, type PairVerdict } from './similarity-evaluation.js';

const file = process.argv[2] ?? join(import.meta.dirname, '../../tests/fixtures/content/same-experience-pairs.yaml');
const evaluation = evaluatePairs(readLabeledPairs(file));
const show = ({ pair, result }: PairVerdict) => `  ${pair[0]} / ${pair[1]}: shares ${result.shared.join(', ') || 'nothing'}, coverage ${result.coverage.toFixed(2)}`;
const total = evaluation.caught.length + evaluation.missed.length;
console.log(`same experience caught: ${evaluation.caught.length} of ${total}`);
for (const verdict of evaluation.caught) console.log(show(verdict));
console.log(`missed: ${evaluation.missed.length}`);
for (const verdict of evaluation.missed) console.log(show(verdict));
console.log(`different experiences flagged: ${evaluation.wronglyFlagged.length}`);
for (const verdict of evaluation.wronglyFlagged) console.log(show(verdict));
console.log(`precision ${evaluation.precision.toFixed(2)}, recall ${evaluation.recall.toFixed(2)}`);
