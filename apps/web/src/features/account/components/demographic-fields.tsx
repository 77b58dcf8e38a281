// The demographic fields shared by the registration and profile forms (spec §3 "Profile and
// registration options"): Gender, Age, Academic Background, Field of Study (several), Country
// and First Language (several), and goals. All optional; each shows its own error.
import { useTranslation } from 'react-i18next';
import { GOALS_MAX_LENGTH, type Demographics } from '@scicomm/shared/account-api';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { useOptionLabels, type Choice } from '../lib/option-labels.ts';
import { MultiSelect } from './multi-select.tsx';

export type DemographicValues = Omit<Demographics, 'goals'> & { goals: string };
type Field = keyof DemographicValues;

export interface DemographicFieldsProps {
  idPrefix: string;
  values: DemographicValues;
  onChange(patch: Partial<DemographicValues>): void;
  /** Translation keys under account.errors, by field. */
  errors?: Partial<Record<Field, string>>;
  readOnly?: boolean;
}

export const fieldId = (prefix: string, field: string) => `${prefix}-${field}`;

export function DemographicFields({
  idPrefix,
  values,
  onChange,
  errors = {},
  readOnly = false,
}: DemographicFieldsProps) {
  const { t } = useTranslation();
  const options = useOptionLabels();
  const id = (field: Field) => fieldId(idPrefix, field);
  const errorId = (field: Field) => `${id(field)}-error`;
  const message = (field: Field) =>
    errors[field] ? t(`account.errors.${errors[field]}`) : undefined;

  const select = (field: 'gender' | 'age' | 'academicBackground', choices: Choice[]) => (
    <div className="field">
      <label className="field__label" htmlFor={id(field)}>
        {t(`account.fields.${field}`)}
      </label>
      <select
        id={id(field)}
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

      <MultiSelect
        id={id('country')}
        label={t('account.fields.country')}
        choices={options.country}
        selected={values.country}
        onChange={(country) => onChange({ country })}
        readOnly={readOnly}
        invalid={Boolean(errors.country)}
        describedBy={describedBy(errors.country && errorId('country'))}
      />
      <FieldError id={errorId('country')} message={message('country')} />

      <MultiSelect
        id={id('firstLanguage')}
        label={t('account.fields.firstLanguage')}
        choices={options.firstLanguage}
        selected={values.firstLanguage}
        onChange={(firstLanguage) => onChange({ firstLanguage })}
        readOnly={readOnly}
        invalid={Boolean(errors.firstLanguage)}
        describedBy={describedBy(errors.firstLanguage && errorId('firstLanguage'))}
      />
      <FieldError id={errorId('firstLanguage')} message={message('firstLanguage')} />

      <div className="field">
        <label className="field__label" htmlFor={id('goals')}>
          {t('account.fields.goals')}
        </label>
        <p id={goalsHint} className="field__hint">
          {t('account.fields.goalsHint', { count: values.goals.length, max: GOALS_MAX_LENGTH })}
        </p>
        <textarea
          id={id('goals')}
          value={values.goals}
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
