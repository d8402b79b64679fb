// Step 6: the machine-readable summary, bench-results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { resultsFile } from './paths.js';

export function writeResults(summary: unknown): string {
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const temp = `${resultsFile}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(summary, null, 2)}\n`);
  fs.renameSync(temp, resultsFile);
  return resultsFile;
}
