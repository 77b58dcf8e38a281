// Multiple Texts' check before anything is sent (the server checks again): a zod schema for
// react-hook-form, with the key terms' rule shared with the server (@scicomm/shared). A message
// is a translation key, shown under the files.
import { z } from 'zod';
import { keyTermsSchema } from '@scicomm/shared/de-jargonizer-api';
import type { GroupForm } from './group-form.ts';

const MAX_TOTAL_BYTES = 15 * 1024 * 1024;

/** At least one file, 15 MB in all. */
export const groupFormSchema: z.ZodType<GroupForm, GroupForm> = z
  .object({ period: z.string(), files: z.array(z.instanceof(File)), keyTerms: keyTermsSchema })
  .superRefine(({ files }, context) => {
    if (files.length === 0) context.addIssue({ code: 'custom', path: ['files'], message: 'deJargonizer.group.noFiles' });
    else if (files.reduce((sum, file) => sum + file.size, 0) > MAX_TOTAL_BYTES)
      context.addIssue({ code: 'custom', path: ['files'], message: 'deJargonizer.group.tooLarge' });
  });
