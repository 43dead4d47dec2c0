// npm run locales:missing: lists every string a shipped language lacks (modal and plugins), so a new
// plugin's English keys can be translated before merge. Exits 1 when something is missing.
import { describeGaps, translationGaps } from './missingTranslations.js'

const gaps = await translationGaps(process.cwd())
if (gaps.length === 0) console.info('Every language has every key.')
else {
  console.info(describeGaps(gaps))
  console.info(`\n${gaps.length} gaps`)
  process.exitCode = 1
}
