// The checks of the two Compare forms before anything is sent (the server checks again): zod
// schemas for react-hook-form, with the key terms' and the period's rules shared with the server
// (@scicomm/shared). A message is a translation key, shown under its field.
import { z } from 'zod';
import { compareTextsJsonSchema } from '@scicomm/shared/compare-api';
import { keyTermsSchema } from '@scicomm/shared/de-jargonizer-api';
import { isTextOrWord, MAX_UPLOAD_BYTES, totalBytes } from './files.ts';
import { SIDES, type GroupsForm, type TextsForm } from './forms.ts';

const periodSchema = compareTextsJsonSchema.shape.timePriodDDL.unwrap();
const fileSchema = z.instanceof(File);

/** Each side needs a text or a file; a file must be .txt or .docx and at most 15 MB. */
export const textsFormSchema: z.ZodType<TextsForm, TextsForm> = z
  .object({
    period: periodSchema,
    beforeText: z.string(),
    afterText: z.string(),
    beforeFile: fileSchema.nullable(),
    afterFile: fileSchema.nullable(),
    keyTerms: keyTermsSchema,
  })
  .superRefine((values, context) => {
    for (const side of SIDES) {
      const file = values[`${side}File`];
      if (file) {
        if (!isTextOrWord(file)) context.addIssue({ code: 'custom', path: [`${side}File`], message: 'compare.texts.fileType' });
        else if (file.size > MAX_UPLOAD_BYTES) context.addIssue({ code: 'custom', path: [`${side}File`], message: 'compare.texts.fileTooLarge' });
      } else if (values[`${side}Text`].trim() === '') {
        context.addIssue({ code: 'custom', path: [`${side}Text`], message: `compare.texts.${side}Empty` });
      }
    }
  });

/** Both sets need a file; all files together at most 15 MB (said under the second set). */
export const groupsFormSchema: z.ZodType<GroupsForm, GroupsForm> = z
  .object({ period: periodSchema, before: z.array(fileSchema), after: z.array(fileSchema), keyTerms: keyTermsSchema })
  .superRefine((values, context) => {
    if (values.before.length === 0) context.addIssue({ code: 'custom', path: ['before'], message: 'compare.groups.beforeMissing' });
    if (values.after.length === 0) context.addIssue({ code: 'custom', path: ['after'], message: 'compare.groups.afterMissing' });
    else if (totalBytes([...values.before, ...values.after]) > MAX_UPLOAD_BYTES)
      context.addIssue({ code: 'custom', path: ['after'], message: 'compare.groups.tooLarge' });
  });
