// Checks one language's translation (or all): node scripts/check-translations.mjs [es|zh-CN|ar ...]
// Prints one line per problem (scripts/translation-check.mjs says what is checked) and exits 1 if
// there is any.
import { catalogueProblems, proseProblems } from "./translation-check.mjs";

const languages = process.argv.slice(2);
const chosen = languages.length ? languages : ["zh-CN", "es", "ar"];
let total = 0;
for (const language of chosen) {
  const problems = [...(await catalogueProblems(language)), ...proseProblems(language)];
  for (const problem of problems) console.log(`${language} ${problem}`);
  console.log(`${language}: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  total += problems.length;
}
process.exit(total ? 1 : 0);
