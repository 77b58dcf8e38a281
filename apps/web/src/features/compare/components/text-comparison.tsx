// Two texts, before and after (docs/compare.md): each pasted or uploaded (.txt/.docx), one period
// for both; the reply is shown side by side with the change of every figure and the rare words
// removed, kept and added. The texts stay in their boxes through every error.
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { serverErrorText } from '../../../lib/server-message.ts';
import { directionOf, usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCompareTexts } from '../api/compare-texts.ts';
import { useCheckedForm } from '../../../lib/checked-form.ts';
import { loadDraft, saveDraft } from '../lib/draft-storage.ts';
import { ACCEPT_FILES } from '../lib/files.ts';
import { checkTexts, SIDES, type TextsForm } from '../lib/form-checks.ts';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { PeriodField } from './period-field.tsx';

type Side = (typeof SIDES)[number];

// The result view (the banded texts, the kept words' details, the jargon package's tokenizer) is
// fetched when a comparison is asked for, not with the page (docs/performance.md).
const loadResult = () => import('./text-comparison-result.tsx');
const TextComparisonResult = lazy(async () => ({ default: (await loadResult()).TextComparisonResult }));

export function TextComparison() {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const id = useId();
  const periods = usePeriods();
  const comparison = useCompareTexts();
  const fileInputs = useRef<Record<Side, HTMLInputElement | null>>({ before: null, after: null });
  const form = useCheckedForm<TextsForm>(
    () => {
      const draft = loadDraft();
      return {
        period: draft.period ?? DEFAULT_PERIOD,
        beforeText: draft.beforeText ?? '',
        afterText: draft.afterText ?? '',
        beforeFile: null,
        afterFile: null,
        keyTerms: [],
      };
    },
    checkTexts,
    ['beforeText', 'afterText'],
  );
  const { values, messages } = form;
  // The texts and the period are kept for the tab's session as they change (draft-storage.ts).
  const change = <Name extends keyof TextsForm & string>(name: Name, value: TextsForm[Name]) => {
    const { period, beforeText, afterText } = form.set(name, value);
    saveDraft({ period, beforeText, afterText });
  };
  const files = { before: values.beforeFile, after: values.afterFile };
  // The page is prerendered: a text typed or a file chosen before the app runs would be dropped
  // by hydration. Until then nothing takes one.
  const hydrated = useHydrated();
  const locked = comparison.isPending || !hydrated;
  const direction = directionOf(periods, values.period);

  const submit = form.submit((sent) => {
    void loadResult();
    comparison.mutate(sent);
  });

  const serverError = comparison.error ? serverErrorText(i18n, comparison.error, t('compare.unexpected')) : null;

  return (
    <>
      <form className="cmp-card" onSubmit={submit} aria-busy={comparison.isPending} noValidate>
        <PeriodField
          periods={periods}
          disabled={locked}
          name="period"
          value={values.period}
          onChange={(event) => change('period', event.target.value)}
        />
        <div className="cmp-sides">
          {SIDES.map((side) => {
            const textError = messages[`${side}Text`];
            const fileError = messages[`${side}File`];
            const file = files[side];
            return (
              <fieldset key={side} className="cmp-side" disabled={!hydrated}>
                <legend>{t(`compare.texts.${side}`)}</legend>
                <div className="cmp-field">
                  <label htmlFor={`${id}-${side}-text`}>{t(`compare.texts.${side}Text`)}</label>
                  <textarea
                    id={`${id}-${side}-text`}
                    dir={direction}
                    rows={8}
                    aria-invalid={textError ? true : undefined}
                    aria-describedby={textError ? `${id}-${side}-text-error` : undefined}
                    ref={form.field(`${side}Text`)}
                    name={`${side}Text`}
                    value={values[`${side}Text`]}
                    onChange={(event) => change(`${side}Text`, event.target.value)}
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
                    onChange={(event) => change(`${side}File`, event.target.files?.[0] ?? null)}
                  />
                  <p id={`${id}-${side}-file-hint`} className="cmp-hint">
                    {file ? t('compare.texts.fileWins', { name: file.name }) : t('compare.texts.fileHint')}
                  </p>
                  {file && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        change(`${side}File`, null);
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
        <KeyTermsField className="cmp-field" terms={values.keyTerms} onChange={(terms) => change('keyTerms', terms)} disabled={locked} />
        <div className="cmp-actions">
          <button type="submit" className="button" disabled={locked}>
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
          {t(`compare.texts.ownScript${scriptOfPeriod(comparison.data.period)}`)}
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
