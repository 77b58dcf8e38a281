// Pairs a "before" set of files with an "after" set by file name (docs/compare.md "Pairing"):
// the name without its extension, trimmed, in Unicode NFC and case-folded, so "Dana.docx" in
// one set meets "dana.txt" in the other. A name that appears twice in the same set cannot be
// paired with certainty: every file of it is listed as unpaired with the reason "duplicate".

export type FileSet = 'before' | 'after';

export interface FilePair {
  /** The name shown for the pair: the before file's name without its extension. */
  readonly name: string;
  readonly beforeIndex: number;
  readonly afterIndex: number;
}

export interface UnpairedFile {
  readonly set: FileSet;
  readonly index: number;
  readonly fileName: string;
  /** noPair: no file of that name in the other set; duplicate: the name is used twice in its set. */
  readonly reason: 'noPair' | 'duplicate';
}

export interface Pairing {
  /** In the order of the before set. */
  readonly pairs: FilePair[];
  /** Before files first, then after files, each in upload order. */
  readonly unpaired: UnpairedFile[];
}

/** The file name without folders and its last extension. */
export function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/u).at(-1) ?? fileName;
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(0, dot) : last;
}

/** The key two files are paired by. */
export function pairingKey(fileName: string): string {
  return baseName(fileName).normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}

function indexByKey(names: readonly string[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  names.forEach((name, index) => {
    const key = pairingKey(name);
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  return byKey;
}

export function pairFiles(before: readonly string[], after: readonly string[]): Pairing {
  const beforeKeys = indexByKey(before);
  const afterKeys = indexByKey(after);
  const pairs: FilePair[] = [];
  const unpaired: UnpairedFile[] = [];
  const unpairedOf = (set: FileSet, names: readonly string[], own: Map<string, number[]>, other: Map<string, number[]>) => {
    names.forEach((fileName, index) => {
      const key = pairingKey(fileName);
      if ((own.get(key)?.length ?? 0) > 1) unpaired.push({ set, index, fileName, reason: 'duplicate' });
      else if ((other.get(key)?.length ?? 0) !== 1) unpaired.push({ set, index, fileName, reason: 'noPair' });
    });
  };
  before.forEach((fileName, beforeIndex) => {
    const key = pairingKey(fileName);
    const mine = beforeKeys.get(key) ?? [];
    const theirs = afterKeys.get(key) ?? [];
    if (mine.length === 1 && theirs.length === 1 && theirs[0] !== undefined) {
      pairs.push({ name: baseName(fileName).trim(), beforeIndex, afterIndex: theirs[0] });
    }
  });
  unpairedOf('before', before, beforeKeys, afterKeys);
  unpairedOf('after', after, afterKeys, beforeKeys);
  return { pairs, unpaired };
}
