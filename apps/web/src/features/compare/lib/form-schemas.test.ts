import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { groupsFormSchema, textsFormSchema } from './form-schemas.ts';
import { MAX_UPLOAD_BYTES } from './files.ts';
import type { GroupsForm, TextsForm } from './forms.ts';

/** The message key under each field the schema has something to say about. */
function messagesOf<Form>(schema: z.ZodType<Form, Form>, values: Form): Record<string, string> {
  const checked = schema.safeParse(values);
  return checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
const checkTexts = (values: TextsForm) => messagesOf(textsFormSchema, values);
const checkGroups = (values: GroupsForm) => messagesOf(groupsFormSchema, values);

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const texts = (values: Partial<TextsForm>): TextsForm => ({
  period: 'English2021_2024',
  beforeText: 'before',
  afterText: 'after',
  beforeFile: null,
  afterFile: null,
  keyTerms: [],
  ...values,
});

describe('the Compare forms’ schemas', () => {
  it('want a text or a file on each side, a file of the right type and size winning over the text', () => {
    expect(checkTexts(texts({}))).toEqual({});
    expect(checkTexts(texts({ beforeText: '  ', afterText: '' }))).toEqual({ beforeText: 'compare.texts.beforeEmpty', afterText: 'compare.texts.afterEmpty' });
    expect(checkTexts(texts({ beforeText: '', beforeFile: file('a.docx') }))).toEqual({});
    expect(checkTexts(texts({ beforeFile: file('a.pdf'), afterFile: file('b.txt', MAX_UPLOAD_BYTES + 1) }))).toEqual({
      beforeFile: 'compare.texts.fileType',
      afterFile: 'compare.texts.fileTooLarge',
    });
  });

  it('want a file in each group and 15 MB at most in all', () => {
    expect(checkGroups({ period: 'p', before: [file('a.txt')], after: [file('b.txt')], keyTerms: [] })).toEqual({});
    expect(checkGroups({ period: 'p', before: [], after: [], keyTerms: [] })).toEqual({ before: 'compare.groups.beforeMissing', after: 'compare.groups.afterMissing' });
    const half = MAX_UPLOAD_BYTES / 2;
    expect(checkGroups({ period: 'p', before: [file('a.txt', half)], after: [file('b.txt', half + 1)], keyTerms: [] })).toEqual({ after: 'compare.groups.tooLarge' });
  });
});
