// The live form of two texts: react-hook-form with its zod schema (lib/form-schemas.ts), fetched
// when the form can be used (lib/use-form-code.ts). Checked on sending, then again as a field
// changes; the cursor goes to the first text box with a message. The texts and the period are kept
// for the tab's session as they change (draft-storage.ts).
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { loadDraft, saveDraft } from '../lib/draft-storage.ts';
import { textsFormSchema } from '../lib/form-schemas.ts';
import type { TextsForm } from '../lib/forms.ts';
import { TextComparisonFields, type TextFields } from './text-comparison-fields.tsx';

function draftValues(): TextsForm {
  const draft = loadDraft();
  return {
    period: draft.period ?? DEFAULT_PERIOD,
    beforeText: draft.beforeText ?? '',
    afterText: draft.afterText ?? '',
    beforeFile: null,
    afterFile: null,
    keyTerms: [],
  };
}

export interface TextComparisonFormProps {
  periods: readonly PeriodInfo[];
  busy: boolean;
  serverError: string | null;
  onSend: (values: TextsForm) => void;
}

export function TextComparisonForm({ periods, busy, serverError, onSend }: TextComparisonFormProps) {
  const [defaults] = useState(draftValues);
  const form = useSchemaForm<TextsForm, TextsForm>(textsFormSchema, defaults);
  const { control, register, watch } = form;
  const { errors } = form.formState;
  // The file fields take no cursor: a text box with a message gets it.
  const period = useController({ control, name: 'period' }).field;
  const beforeFile = useController({ control, name: 'beforeFile' }).field;
  const afterFile = useController({ control, name: 'afterFile' }).field;
  const keyTerms = useController({ control, name: 'keyTerms' }).field;

  useEffect(() => {
    const subscription = watch((values) =>
      saveDraft({ period: values.period ?? DEFAULT_PERIOD, beforeText: values.beforeText ?? '', afterText: values.afterText ?? '' }),
    );
    return () => subscription.unsubscribe();
  }, [watch]);

  const files = { before: beforeFile, after: afterFile };
  const fields: TextFields = {
    live: true,
    period: { value: period.value, onChange: period.onChange },
    text: (side) => register(`${side}Text`),
    file: (side) => ({ value: files[side].value, onChange: files[side].onChange }),
    keyTerms: { value: keyTerms.value, onChange: keyTerms.onChange },
    message: (name) => errors[name]?.message,
    onSubmit: (event) => void form.handleSubmit(onSend)(event),
  };
  return <TextComparisonFields fields={fields} periods={periods} busy={busy} serverError={serverError} />;
}
