// The word lists the rebuilt rare-word question reads beside the news counts (docs/exercises.md,
// "How the coach decides", the rare-word paragraph): English as people speak it (the
// OpenSubtitles 2018 counts in the data folder, data/README.md "Spoken English"), the Hunspell
// spelling dictionaries for US and British English (npm dictionary-en, dictionary-en-gb, read by
// nspell) and a list of scientific terms (npm @cspell/dict-scientific-terms-us). Each is loaded
// once, on first use, never at import: most requests never ask about a rare word.
//
// The spoken counts are data, not code (data/README.md): they are read from the data folder and
// never copied into the repository. Where the folder is missing (a runtime image that carries only
// the built dictionaries) `spokenEnglish()` is null, and the question that needs it says nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie } from 'cspell-trie-lib';
import nspell from 'nspell';
import { dataDir } from '@scicomm/jargon/paths';

const require = createRequire(import.meta.url);

/** Spoken-English counts by lowercase word form (725.1 M tokens; the 50,000th form at 159). */
export interface SpokenCounts {
  count(word: string): number;
  /** The forms spoken at least this often, commonest first. */
  commonForms(minCount: number): readonly string[];
}

let spoken: SpokenCounts | null | undefined;

/** The spoken-English counts, or null where the data folder does not hold them. */
export function spokenEnglish(folder: string = dataDir()): SpokenCounts | null {
  if (spoken !== undefined && folder === dataDir()) return spoken;
  let counts: Map<string, number> | null = null;
  try {
    const text = readFileSync(join(folder, 'english-spoken', 'en_50k_2018.txt'), 'utf8');
    counts = new Map();
    for (const line of text.split('\n')) {
      const space = line.lastIndexOf(' ');
      if (space <= 0) continue;
      const word = line.slice(0, space).toLowerCase();
      const count = Number(line.slice(space + 1));
      if (Number.isFinite(count)) counts.set(word, (counts.get(word) ?? 0) + count);
    }
  } catch {
    counts = null;
  }
  const common = new Map<number, string[]>();
  const loaded =
    counts === null
      ? null
      : {
          count: (word: string) => counts.get(word.toLowerCase()) ?? 0,
          commonForms: (minCount: number) => {
            let forms = common.get(minCount);
            if (!forms) {
              forms = [...counts]
                .filter(([, count]) => count >= minCount)
                .sort((a, b) => b[1] - a[1])
                .map(([word]) => word);
              common.set(minCount, forms);
            }
            return forms;
          },
        };
  if (folder === dataDir()) spoken = loaded;
  return loaded;
}

/** A Hunspell dictionary: whether a word is spelled as it knows it, and its nearest words. */
export interface SpellingDictionary {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

function hunspell(packageName: string): SpellingDictionary {
  const folder = dirname(require.resolve(packageName));
  return nspell({
    aff: readFileSync(join(folder, 'index.aff')),
    dic: readFileSync(join(folder, 'index.dic')),
  });
}

let spelling: { us: SpellingDictionary; gb: SpellingDictionary } | undefined;

/** US and British Hunspell dictionaries: writers here use both spellings. */
export function spellingDictionaries(): { us: SpellingDictionary; gb: SpellingDictionary } {
  spelling ??= { us: hunspell('dictionary-en'), gb: hunspell('dictionary-en-gb') };
  return spelling;
}

let scientific: { has(word: string): boolean } | undefined;

/**
 * The scientific terms of cspell's list (some 837,000 forms: species and genus names, chemicals,
 * anatomy, methods), in lowercase. The list comes as a trie that takes 161 MB decoded; its words are
 * kept instead as one sorted string searched by halves (24 MB; about 3 s to build, once), and the trie is let go.
 */
export function scientificTerms(): { has(word: string): boolean } {
  if (!scientific) {
    const folder = dirname(require.resolve('@cspell/dict-scientific-terms-us/cspell-ext.json'));
    const trie = decodeTrie(
      gunzipSync(readFileSync(join(folder, 'dict', 'custom_scientific_US.trie.gz'))).toString(
        'utf8',
      ),
    );
    const words = [...new Set(Array.from(trie.words(), (word) => word.toLowerCase()))].sort();
    const joined = words.join('\n');
    const starts = new Uint32Array(words.length);
    for (let index = 1, at = 0; index < words.length; index++) {
      at += words[index - 1]!.length + 1;
      starts[index] = at;
    }
    const wordAt = (index: number) =>
      joined.slice(
        starts[index]!,
        index + 1 < starts.length ? starts[index + 1]! - 1 : joined.length,
      );
    scientific = {
      has(word) {
        const wanted = word.toLowerCase();
        let [low, high] = [0, starts.length - 1];
        while (low <= high) {
          const middle = (low + high) >>> 1;
          const found = wordAt(middle);
          if (found === wanted) return true;
          if (found < wanted) low = middle + 1;
          else high = middle - 1;
        }
        return false;
      },
    };
  }
  return scientific;
}
