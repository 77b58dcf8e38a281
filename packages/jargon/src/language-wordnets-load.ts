// The Hebrew and Arabic wordnets (language-wordnets-builder.ts) loaded from the built folder
// (DICTIONARY_DIR) on a language's first question, once per process and never per request. A
// folder without the file gives null: the word then shows no wordnet meanings.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { wordnetFile } from './language-wordnets-builder.ts';
import { LanguageWordnet, type LanguageWordnetData, type WordnetLanguage } from './language-wordnets.ts';
import { dictionaryDir } from './paths.ts';

const loaded = new Map<string, LanguageWordnet | null>();

export function loadLanguageWordnet(language: WordnetLanguage, dir: string = dictionaryDir()): LanguageWordnet | null {
  const path = join(resolve(dir), wordnetFile(language));
  if (loaded.has(path)) return loaded.get(path) ?? null;
  let wordnet: LanguageWordnet | null = null;
  try {
    wordnet = new LanguageWordnet(JSON.parse(readFileSync(path, 'utf8')) as LanguageWordnetData);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  loaded.set(path, wordnet);
  return wordnet;
}
