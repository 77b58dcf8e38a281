// English Zipf frequencies from the built word lists (word-lists.ts: wordfreq's English), as
// english-loanwords.ts asks them; null where the folder has no English list. Node only.
import type { EnglishUsage } from './english-loanwords.ts';
import { loadWordLists } from './word-lists.ts';

export function englishUsage(dir?: string): EnglishUsage | null {
  const english = loadWordLists(dir).frequencies.en;
  return english === null ? null : (word) => english.zipf(word);
}
