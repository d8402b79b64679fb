// Validates everything in content/ and writes the typed modules in shared/generated/.
// Usage: tsx scripts/content/build-content.ts [--content-dir DIR] [--check-only]
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatContentError } from './yaml-source.js';
import { emitContentModules, emitTypes, languageCodes } from './emit.js';
import { loadContent } from './load-content.js';
import { defaultContentDir, generatedDir, projectRoot } from './paths.js';
import { SiteUrlError, siteUrlFrom } from './site-url.js';
import { loadSpellChecker } from './spelling.js';

const { values } = parseArgs({
  options: { 'content-dir': { type: 'string' }, 'check-only': { type: 'boolean', default: false } },
});

await emitTypes(generatedDir);
const contentDir = values['content-dir'] ?? defaultContentDir;
const report = loadContent(contentDir, { spellChecker: await loadSpellChecker() });

for (const warning of report.warnings) console.warn(`warning: ${formatContentError(warning)}`);
if (report.errors.length || !report.content) {
  for (const error of report.errors) console.error(formatContentError(error));
  console.error(`\n${report.errors.length} content error(s); nothing was generated.`);
  process.exit(1);
}

const { content } = report;
if (!values['check-only']) {
  let siteUrl: string;
  try {
    siteUrl = siteUrlFrom(process.env.SITE_URL, content.site.siteUrl);
  } catch (error) {
    if (!(error instanceof SiteUrlError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  emitContentModules(content, generatedDir, siteUrl);
  // Browser-only modules earlier versions wrote; left in a checkout, they would no longer type-check.
  rmSync(join(projectRoot, 'src/generated'), { recursive: true, force: true });
}
const counts = content.quizzes.map((quiz) => `${quiz.slug} ${quiz.questions.length}`).join(', ');
const total = content.quizzes.reduce((sum, quiz) => sum + quiz.questions.length, 0);
console.log(`content ok: ${content.quizzes.length} quizzes, ${total} questions (${counts}); ${content.guide.length} guide sections; languages ${languageCodes(content).join(', ')}`);
