// Two texts, before and after (docs/compare.md): each pasted or uploaded (.txt/.docx), one period
// for both; the reply is shown side by side with the change of every figure and the rare words
// removed, kept and added. The texts stay in their boxes through every error.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { serverErrorText } from '../../../lib/server-message.ts';
import { directionOf, usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useCompareTexts } from '../api/compare-texts.ts';
import { loadDraft, saveDraft } from '../lib/draft-storage.ts';
import { ACCEPT_FILES } from '../lib/files.ts';
import { checkTexts, resolverOf, SIDES, type TextsForm } from '../lib/form-checks.ts';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { PeriodField } from './period-field.tsx';
import '../../../lib/strings/compare.ts';

type Side = (typeof SIDES)[number];

// The result view (the banded texts, the kept words' details, the jargon package's tokenizer) is
// fetched when a comparison is asked for, not with the page (docs/performance.md).
const loadResult = () => import('./text-comparison-result.tsx');
const TextComparisonResult = lazy(async () => ({ default: (await loadResult()).TextComparisonResult }));

export function TextComparison() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const periods = usePeriods();
  const comparison = useCompareTexts();
  const fileInputs = useRef<Record<Side, HTMLInputElement | null>>({ before: null, after: null });
  const [draft] = useState(loadDraft);
  const [keyTerms, setKeyTerms] = useState<string[]>([]);
  const form = useForm<TextsForm>({
    resolver: resolverOf(checkTexts),
    defaultValues: {
      period: draft.period ?? DEFAULT_PERIOD,
      beforeText: draft.beforeText ?? '',
      afterText: draft.afterText ?? '',
      beforeFile: null,
      afterFile: null,
    },
  });
  useEffect(() => {
    const subscription = form.watch(({ period, beforeText, afterText }) =>
      saveDraft({ period: period ?? DEFAULT_PERIOD, beforeText: beforeText ?? '', afterText: afterText ?? '' }),
    );
    return () => subscription.unsubscribe();
  }, [form]);
  const { register, handleSubmit, setValue, formState } = form;
  const period = useWatch({ control: form.control, name: 'period' });
  const files = { before: useWatch({ control: form.control, name: 'beforeFile' }), after: useWatch({ control: form.control, name: 'afterFile' }) };
  const direction = directionOf(periods, period);

  const submit = handleSubmit((values) => {
    void loadResult();
    comparison.mutate({
      period: values.period,
      beforeText: values.beforeText,
      afterText: values.afterText,
      beforeFile: values.beforeFile,
      afterFile: values.afterFile,
      keyTerms,
    });
  });

  const serverError = comparison.error ? serverErrorText(i18n, comparison.error, t('compare.unexpected')) : null;

  return (
    <>
      <form className="cmp-card" onSubmit={submit} aria-busy={comparison.isPending} noValidate>
        <PeriodField periods={periods} disabled={comparison.isPending} {...register('period')} />
        <div className="cmp-sides">
          {SIDES.map((side) => {
            const textError = formState.errors[`${side}Text`]?.message;
            const fileError = formState.errors[`${side}File`]?.message;
            const file = files[side];
            return (
              <fieldset key={side} className="cmp-side">
                <legend>{t(`compare.texts.${side}`)}</legend>
                <div className="cmp-field">
                  <label htmlFor={`${id}-${side}-text`}>{t(`compare.texts.${side}Text`)}</label>
                  <textarea
                    id={`${id}-${side}-text`}
                    dir={direction}
                    rows={8}
                    aria-invalid={textError ? true : undefined}
                    aria-describedby={textError ? `${id}-${side}-text-error` : undefined}
                    {...register(`${side}Text`)}
                  />
                  {textError && (
                    <p id={`${id}-${side}-text-error`} className="cmp-field-error">
                      {t(textError)}
                    </p>
                  )}
                </div>
                <div className="cmp-field">
                  <label htmlFor={`${id}-${side}-file`}>{t(`compare.texts.${side}File`)}</label>
                  <input
                    id={`${id}-${side}-file`}
                    ref={(element) => {
                      fileInputs.current[side] = element;
                    }}
                    type="file"
                    accept={ACCEPT_FILES}
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={`${id}-${side}-file-hint${fileError ? ` ${id}-${side}-file-error` : ''}`}
                    onChange={(event) =>
                      setValue(`${side}File`, event.target.files?.[0] ?? null, { shouldValidate: formState.isSubmitted })
                    }
                  />
                  <p id={`${id}-${side}-file-hint`} className="cmp-hint">
                    {file ? t('compare.texts.fileWins', { name: file.name }) : t('compare.texts.fileHint')}
                  </p>
                  {file && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setValue(`${side}File`, null, { shouldValidate: formState.isSubmitted });
                        const input = fileInputs.current[side];
                        if (input) {
                          input.value = '';
                          input.focus();
                        }
                      }}
                    >
                      {t('compare.texts.removeFile', { name: file.name })}
                    </button>
                  )}
                  {fileError && (
                    <p id={`${id}-${side}-file-error`} className="cmp-field-error">
                      {t(fileError)}
                    </p>
                  )}
                </div>
              </fieldset>
            );
          })}
        </div>
        {/* Left out of both texts' adjusted scores (docs/compare.md). */}
        <KeyTermsField className="cmp-field" terms={keyTerms} onChange={setKeyTerms} disabled={comparison.isPending} />
        <div className="cmp-actions">
          <button type="submit" className="button" disabled={comparison.isPending}>
            {t('compare.texts.start')}
          </button>
          {comparison.isPending && <span role="status">{t('compare.texts.working')}</span>}
        </div>
        <div className="cmp-error" role="alert">
          {serverError}
        </div>
      </form>
      {comparison.data && comparison.variables && scriptOfPeriod(comparison.data.period) !== scriptOfPeriod(comparison.variables.period) && (
        // The server measured both texts with the list of their script (docs/de-jargonizer.md
        // "Language from the text"): say so, since the period chosen above is not the one used.
        <p className="cmp-hint" role="status">
          {t(scriptOfPeriod(comparison.data.period) === 'Hebrew' ? 'compare.texts.ownScriptHebrew' : 'compare.texts.ownScriptLatin')}
        </p>
      )}
      {comparison.data && (
        <Suspense fallback={null}>
          <TextComparisonResult comparison={comparison.data} />
        </Suspense>
      )}
    </>
  );
}
