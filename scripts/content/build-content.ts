// Validates everything in content/ and writes what the site reads into shared/generated/; with --stamp
// (npm run translations:stamp) it first stamps the translated texts that have none.
import { formatContentError } from './yaml-source.js';
import { emitContentModules, emitSchemaModules, languageCodes } from './emit.js';
import { displayPath, loadContent } from './load-content.js';
import { defaultContentDir, generatedDir } from './paths.js';
import { LOCAL_SITE_URL, siteUrlFrom } from './site-url.js';
import { loadSpellChecker } from './spelling.js';
import { stampTranslations } from './translation-stamps.js';

if (process.argv.includes('--stamp')) {
  for (const [file, count] of stampTranslations(defaultContentDir))
    console.log(`${displayPath(file)}: ${count} stamped`);
}
await emitSchemaModules(generatedDir);
const { errors, warnings, content } = loadContent(defaultContentDir, {
  spellChecker: await loadSpellChecker(),
});

for (const warning of warnings) console.warn(`warning: ${formatContentError(warning)}`);
if (!content) {
  for (const error of errors) console.error(formatContentError(error));
  console.error(`\n${errors.length} content error(s); nothing was generated.`);
  process.exit(1);
}
let siteUrl: string;
try {
  siteUrl = siteUrlFrom(process.env.SITE_URL, content.site.siteUrl);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (siteUrl === LOCAL_SITE_URL && !process.env.SITE_URL?.trim())
  console.log(
    `note: no site address configured (SITE_URL, or siteUrl in content/site.yaml): links in page heads and the sitemap name ${LOCAL_SITE_URL}, and share cards name no address`,
  );
emitContentModules(content, generatedDir, siteUrl);
const counts = content.quizzes.map((quiz) => `${quiz.slug} ${quiz.questions.length}`).join(', ');
const total = content.quizzes.reduce((sum, quiz) => sum + quiz.questions.length, 0);
console.log(
  `content ok: ${content.quizzes.length} quizzes, ${total} questions (${counts}); ${content.guide.length} guide sections; languages ${languageCodes(content).join(', ')}`,
);
