// Draws a sample of rare Hebrew or Arabic forms read as English loanwords, to label by hand for
// loanword-held-out.ts: every seventh form (from `offset`) of wordfreq's large list between 0.1 and
// 1 per million words that the language's dictionary bands rare and src/english-loanwords.ts
// matches, up to `count`. Use an offset no sample has used, label the lines once, and never change
// a rule after reading them without drawing another.
//   node packages/jargon/eval/loanword-held-out-sample.ts he|ar offset [count]
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { decode } from '@msgpack/msgpack';
import { bandOfWord } from '../src/classify.ts';
import { EnglishLoanwords } from '../src/english-loanwords.ts';
import { englishUsage } from '../src/english-usage.ts';
import { loadDictionaries } from '../src/load.ts';
import { dataDir, requireDataFile } from '../src/paths.ts';
import { ARABIC_PERIOD, DEFAULT_PERIOD, HEBREW_PERIOD } from '../src/period-code.ts';

const STEP = 7;
/** wordfreq's bins are centibels below frequency 1: 601–700 is one to a tenth per million words. */
const FIRST_BIN = 601;
const LAST_BIN = 700;

const [language, offsetText = '0', countText = '40'] = process.argv.slice(2);
if (language !== 'he' && language !== 'ar') throw new Error('Usage: loanword-held-out-sample.ts he|ar offset [count]');
const offset = Number(offsetText);
const count = Number(countText);
const dictionaries = loadDictionaries();
const loanwords = new EnglishLoanwords(dictionaries.get(DEFAULT_PERIOD), englishUsage());
const dictionary = dictionaries.get(language === 'he' ? HEBREW_PERIOD : ARABIC_PERIOD);
const bins = decode(gunzipSync(readFileSync(requireDataFile(dataDir(), 'wordfreq', `large_${language}.msgpack.gz`)))) as unknown[];
let seen = 0;
let drawn = 0;
for (let bin = FIRST_BIN; bin <= LAST_BIN && drawn < count; bin++) {
  for (const form of (bins[bin] as string[] | undefined) ?? []) {
    if (seen++ % STEP !== offset || bandOfWord(form, dictionary) !== 'rare') continue;
    const loan = loanwords.match(form, language);
    if (loan === null) continue;
    console.log(`${form}\t${loan.english}\t${loan.definitions.join(' | ')}`);
    if (++drawn === count) break;
  }
}
