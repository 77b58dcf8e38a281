// Two texts, before and after (docs/compare.md): each pasted or uploaded (.txt/.docx), one period
// for both; the reply is shown side by side with the change of every figure and the rare words
// removed, kept and added. The texts stay in their boxes through every error.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { serverErrorText } from '../../../lib/server-message.ts';
import { usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useFormCode } from '../../../lib/use-form-code.ts';
import { useCompareTexts } from '../api/compare-texts.ts';
import type { TextsForm } from '../lib/forms.ts';
import { TEXT_FIELDS_LOCKED, TextComparisonFields } from './text-comparison-fields.tsx';

// The form's code (react-hook-form, zod, the checks) comes when the form can be used.
const loadForm = () => import('./text-comparison-form.tsx');

// The result view (the banded texts, the kept words' details, the jargon package's tokenizer) is
// fetched when a comparison is asked for, not with the page (docs/performance.md).
const loadResult = () => import('./text-comparison-result.tsx');
const TextComparisonResult = lazy(async () => ({ default: (await loadResult()).TextComparisonResult }));

export function TextComparison() {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const periods = usePeriods();
  const comparison = useCompareTexts();
  const formCode = useFormCode(loadForm);

  const send = (sent: TextsForm) => {
    void loadResult();
    comparison.mutate(sent);
  };
  const serverError = comparison.error ? serverErrorText(i18n, comparison.error, t('compare.unexpected')) : null;

  return (
    <>
      {formCode ? (
        <formCode.TextComparisonForm periods={periods} busy={comparison.isPending} serverError={serverError} onSend={send} />
      ) : (
        <TextComparisonFields fields={TEXT_FIELDS_LOCKED} periods={periods} busy={comparison.isPending} serverError={serverError} />
      )}
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
