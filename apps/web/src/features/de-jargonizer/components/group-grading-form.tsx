// Multiple Texts' live form: react-hook-form with its zod schema (lib/group-form-schema.ts), fetched
// when the form can be used (lib/use-form-code.ts). A problem with the files is said under them
// and the cursor goes there; checked again as the choice changes.
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { GroupForm } from '../lib/group-form.ts';
import { groupFormSchema } from '../lib/group-form-schema.ts';
import { DEFAULT_PERIOD } from '../lib/periods.ts';
import { GroupGradingFields, type GroupFields, type GroupPhase } from './group-grading-fields.tsx';

export interface GroupGradingFormProps {
  periods: readonly PeriodInfo[];
  phase: GroupPhase;
  progress: number;
  error: string | null;
  onFilesChosen: () => void;
  onSend: (values: GroupForm) => void;
}

export function GroupGradingForm({ onSend, ...shown }: GroupGradingFormProps) {
  const [defaults] = useState<GroupForm>(() => ({ period: DEFAULT_PERIOD, files: [], keyTerms: [] }));
  const form = useSchemaForm<GroupForm, GroupForm>(groupFormSchema, defaults);
  const { control } = form;
  const { errors } = form.formState;
  const period = useController({ control, name: 'period' }).field;
  const files = useController({ control, name: 'files' }).field;
  const keyTerms = useController({ control, name: 'keyTerms' }).field;

  const fields: GroupFields = {
    live: true,
    period: { value: period.value, onChange: period.onChange },
    files: { value: files.value, onChange: files.onChange, ref: files.ref },
    keyTerms: { value: keyTerms.value, onChange: keyTerms.onChange },
    message: (name) => errors[name]?.message,
    onSubmit: (event) => void form.handleSubmit(onSend)(event),
  };
  return <GroupGradingFields fields={fields} {...shown} />;
}
