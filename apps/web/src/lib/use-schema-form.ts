// A react-hook-form form checked with a shared zod schema (packages/shared): the same schema the
// server validates the request with. Checked on submit, then again as each field changes; the
// first field with a problem gets focus.
import { useCallback } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type RefCallBack, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { problemKey } from './form-errors.ts';

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    // The resolver's overloads infer from the schema; its input and output are the form's.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** A field's message in the page's language, or undefined while it has none. */
export function useFieldMessage<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'control' | 'formState' | 'getValues'>,
): (field: Path<T>) => string | undefined {
  const { t } = useTranslation();
  // Which message a problem gets depends on the value (empty or not), so it follows each keystroke.
  useWatch({ control: form.control });
  const { errors } = form.formState;
  const { getValues } = form;
  return useCallback(
    (field: Path<T>) => {
      const key = problemKey(field, errors[field] as never, getValues(field));
      return key ? t(key) : undefined;
    },
    [errors, getValues, t],
  );
}

/** What a text input of the site (PasswordField) takes from a field. */
export interface FieldInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
}

/** A controlled field (useController's `field`) as those inputs take it; the ref lets the form focus it. */
export function fieldInputProps(field: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: RefCallBack;
}): FieldInputProps {
  return { value: field.value, onChange: field.onChange, onBlur: field.onBlur, inputRef: field.ref };
}
