// The demographic fields shared by the registration and profile forms (docs/product.md §3 "Profile and
// registration options"): Gender, Age, Academic Background, Field of Study (several), Country
// and First Language (several, searchable), and goals. All optional; each shows its own error.
// The fields belong to the caller's react-hook-form form (register or profile).
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GOALS_MAX_LENGTH, type Demographics } from '@scicomm/shared/account-api';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { problemKey } from '../../../lib/form-errors.ts';
import { useOptionLabels, type Choice } from '../lib/option-labels.ts';
import { MultiSelect } from './multi-select.tsx';

export type DemographicValues = Omit<Demographics, 'goals'> & { goals: string };
type Field = keyof DemographicValues;

export interface DemographicFieldsProps {
  idPrefix: string;
  /** The form's control; its values include DemographicValues. */
  control: Control<DemographicValues>;
  readOnly?: boolean;
}

export const fieldId = (prefix: string, field: string) => `${prefix}-${field}`;

export function DemographicFields({ idPrefix, control, readOnly = false }: DemographicFieldsProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  const options = useOptionLabels();
  const values = useWatch({ control }) as DemographicValues;
  const { errors } = useFormState({ control });
  const fields = {
    gender: useController({ control, name: 'gender' }).field,
    age: useController({ control, name: 'age' }).field,
    academicBackground: useController({ control, name: 'academicBackground' }).field,
    fieldOfStudy: useController({ control, name: 'fieldOfStudy' }).field,
    country: useController({ control, name: 'country' }).field,
    firstLanguage: useController({ control, name: 'firstLanguage' }).field,
    goals: useController({ control, name: 'goals' }).field,
  };
  const onChange = (patch: Partial<DemographicValues>) => {
    for (const [name, value] of Object.entries(patch)) fields[name as Field].onChange(value);
  };
  const id = (field: Field) => fieldId(idPrefix, field);
  const errorId = (field: Field) => `${id(field)}-error`;
  const message = (field: Field) => {
    const key = problemKey(field, errors[field] as never, values[field]);
    return key ? t(key) : undefined;
  };

  const multiSelect = (field: 'country' | 'firstLanguage') => (
    <MultiSelect
      id={id(field)}
      label={t(`account.fields.${field}`)}
      choices={options[field]}
      selected={values[field]}
      onChange={(selected) => onChange({ [field]: selected } as Partial<DemographicValues>)}
      inputRef={fields[field].ref}
      onBlur={fields[field].onBlur}
      readOnly={readOnly}
      error={message(field)}
    />
  );

  const select = (field: 'gender' | 'age' | 'academicBackground', choices: Choice[]) => (
    <div className="field">
      <label className="field__label" htmlFor={id(field)}>
        {t(`account.fields.${field}`)}
      </label>
      <select
        id={id(field)}
        ref={fields[field].ref}
        onBlur={fields[field].onBlur}
        value={values[field] ?? ''}
        disabled={readOnly}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(errors[field] && errorId(field))}
        onChange={(event) =>
          onChange({
            [field]: event.target.value === '' ? null : event.target.value,
          } as Partial<DemographicValues>)
        }
      >
        <option value="">{t('account.fields.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {values[field] && !choices.some((choice) => choice.value === values[field]) && (
          <option value={values[field] ?? ''}>{values[field]}</option>
        )}
      </select>
      <FieldError id={errorId(field)} message={message(field)} />
    </div>
  );

  const goalsHint = `${id('goals')}-hint`;
  return (
    <>
      {select('gender', options.gender)}
      {select('age', options.age)}
      {select('academicBackground', options.academicBackground)}

      <fieldset
        className="field"
        aria-describedby={describedBy(errors.fieldOfStudy && errorId('fieldOfStudy'))}
      >
        <legend>{t('account.fields.fieldOfStudy')}</legend>
        {options.fieldOfStudy.map((choice, index) => {
          const checked = values.fieldOfStudy.includes(choice.value as never);
          return (
            <label key={choice.value} className="choice">
              <input
                type="checkbox"
                id={index === 0 ? id('fieldOfStudy') : undefined}
                ref={index === 0 ? fields.fieldOfStudy.ref : undefined}
                checked={checked}
                disabled={readOnly}
                onChange={() =>
                  onChange({
                    fieldOfStudy: (checked
                      ? values.fieldOfStudy.filter((value) => value !== choice.value)
                      : [
                          ...values.fieldOfStudy,
                          choice.value,
                        ]) as DemographicValues['fieldOfStudy'],
                  })
                }
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
        <FieldError id={errorId('fieldOfStudy')} message={message('fieldOfStudy')} />
      </fieldset>

      {multiSelect('country')}

      {multiSelect('firstLanguage')}

      <div className="field">
        <label className="field__label" htmlFor={id('goals')}>
          {t('account.fields.goals')}
        </label>
        <p id={goalsHint} className="field__hint">
          {t('account.fields.goalsHint', { count: (values.goals ?? '').length, max: GOALS_MAX_LENGTH })}
        </p>
        <textarea
          id={id('goals')}
          ref={fields.goals.ref}
          onBlur={fields.goals.onBlur}
          value={values.goals ?? ''}
          readOnly={readOnly}
          disabled={readOnly}
          aria-invalid={errors.goals ? true : undefined}
          aria-describedby={describedBy(goalsHint, errors.goals && errorId('goals'))}
          onChange={(event) => onChange({ goals: event.target.value })}
        />
        <FieldError id={errorId('goals')} message={message('goals')} />
      </div>
    </>
  );
}
