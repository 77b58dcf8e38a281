// The texts of a folder of .txt and .docx files, nested folders included, one file at a time in
// name order. Hidden files and folders are skipped; a file's folder (below the root) is its group.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { corpusFileItem, groupOfPath, isSkippedPath, MAX_TEXT_BYTES, tooLarge, type CorpusItem } from './corpus-text.ts';

/** The paths of the corpus's files below `root`, relative, with forward slashes. */
async function* filesBelow(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(join(root, relative), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (isSkippedPath(entry.name)) continue;
    if (entry.isDirectory()) yield* filesBelow(root, path);
    else if (entry.isFile()) yield path;
  }
}

export async function* readFolderCorpus(root: string): AsyncGenerator<CorpusItem> {
  for await (const id of filesBelow(root)) {
    const group = groupOfPath(id);
    const file = join(root, id);
    if ((await stat(file)).size > MAX_TEXT_BYTES) {
      yield tooLarge(id, group);
      continue;
    }
    yield await corpusFileItem(id, group, await readFile(file));
  }
}

export async function countFolderCorpus(root: string): Promise<number> {
  let count = 0;
  for await (const _ of filesBelow(root)) count++;
  return count;
}
