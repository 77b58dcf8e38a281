// The live form of two groups of files: react-hook-form with its zod schema (lib/form-schemas.ts),
// fetched when the form can be used (lib/use-form-code.ts). Checked on sending, then again as a
// field changes; the cursor goes to the first set with a message. The files chosen stay chosen
// through errors.
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { GroupProgress } from '../api/compare-groups.ts';
import { groupsFormSchema } from '../lib/form-schemas.ts';
import type { GroupsForm } from '../lib/forms.ts';
import { GroupComparisonFields, type GroupFields } from './group-comparison-fields.tsx';

export interface GroupComparisonFormProps {
  periods: readonly PeriodInfo[];
  progress: GroupProgress;
  busy: boolean;
  serverError: string | null;
  onSend: (values: GroupsForm) => void;
}

export function GroupComparisonForm({ periods, progress, busy, serverError, onSend }: GroupComparisonFormProps) {
  const [defaults] = useState<GroupsForm>(() => ({ period: DEFAULT_PERIOD, before: [], after: [], keyTerms: [] }));
  const form = useSchemaForm<GroupsForm, GroupsForm>(groupsFormSchema, defaults);
  const { control } = form;
  const { errors } = form.formState;
  // In this order: the cursor goes to the first of them with a message.
  const period = useController({ control, name: 'period' }).field;
  const sets = { before: useController({ control, name: 'before' }).field, after: useController({ control, name: 'after' }).field };
  const keyTerms = useController({ control, name: 'keyTerms' }).field;

  const fields: GroupFields = {
    live: true,
    period: { value: period.value, onChange: period.onChange },
    set: (side) => ({ value: sets[side].value, onChange: sets[side].onChange, ref: sets[side].ref }),
    keyTerms: { value: keyTerms.value, onChange: keyTerms.onChange },
    message: (name) => errors[name]?.message,
    onSubmit: (event) => void form.handleSubmit(onSend)(event),
  };
  return <GroupComparisonFields fields={fields} periods={periods} progress={progress} busy={busy} serverError={serverError} />;
}
