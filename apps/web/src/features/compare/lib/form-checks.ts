// The checks of the two Compare forms before anything is sent (the server checks again), as plain
// functions: zod and its form resolver were ~23 KB (Brotli) of each Compare page's first visit
// (docs/performance.md). A message is a translation key, shown under its field (lib/checked-form.ts).
import type { Messages } from '../../../lib/checked-form.ts';
import { isTextOrWord, MAX_UPLOAD_BYTES, totalBytes } from './files.ts';

export const SIDES = ['before', 'after'] as const;

export interface TextsForm {
  period: string;
  beforeText: string;
  afterText: string;
  beforeFile: File | null;
  afterFile: File | null;
  /** Left out of both texts' adjusted scores; nothing to check. */
  keyTerms: string[];
}

export interface GroupsForm {
  period: string;
  before: File[];
  after: File[];
  keyTerms: string[];
}

/** Each side needs a text or a file; a file must be .txt or .docx and at most 15 MB. */
export function checkTexts(values: TextsForm): Messages<TextsForm> {
  const messages: Messages<TextsForm> = {};
  for (const side of SIDES) {
    const file = values[`${side}File`];
    if (file) {
      if (!isTextOrWord(file)) messages[`${side}File`] = 'compare.texts.fileType';
      else if (file.size > MAX_UPLOAD_BYTES) messages[`${side}File`] = 'compare.texts.fileTooLarge';
    } else if (values[`${side}Text`].trim() === '') {
      messages[`${side}Text`] = `compare.texts.${side}Empty`;
    }
  }
  return messages;
}

/** Both sets need a file; all files together at most 15 MB (said under the second set). */
export function checkGroups(values: GroupsForm): Messages<GroupsForm> {
  const messages: Messages<GroupsForm> = {};
  if (values.before.length === 0) messages.before = 'compare.groups.beforeMissing';
  if (values.after.length === 0) messages.after = 'compare.groups.afterMissing';
  else if (totalBytes([...values.before, ...values.after]) > MAX_UPLOAD_BYTES) messages.after = 'compare.groups.tooLarge';
  return messages;
}
