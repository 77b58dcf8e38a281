// The figures of a check's results (docs/reader-check.md "Results"): the agreement of the
// measure and the readers with its note on too few readers, the two word lists, the answers per
// question, the clarity rating and the breakdown by reader profile.
import { useTranslation } from 'react-i18next';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { READER_CHECK_MIN_READERS } from '@scicomm/shared/reader-check-settings';
import { DataTable } from '../../../components/data-table.tsx';

const VALUE_LABELS = { ageBand: 'age', education: 'educationLevel', worksInScience: 'science', firstLanguage: 'language' } as const;

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)} %`);

export function AgreementPanel({ results }: { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  const a = results.agreement;
  if (results.readers === 0) return <p>{t('readerCheck.results.noReaders')}</p>;
  return (
    <>
      <p>{t('readerCheck.results.agreementHelp', { threshold: a.threshold, readers: a.readers })}</p>
      <dl className="rc-figures" data-testid="agreement">
        <dt>{t('readerCheck.results.precision', { rare: a.rare, both: a.both })}</dt>
        <dd>{percent(a.precision)}</dd>
        <dt>{t('readerCheck.results.recall', { hard: a.hard, both: a.both })}</dt>
        <dd>{percent(a.recall)}</dd>
      </dl>
      {a.tooFew && (
        <p role="note" className="rc-message">
          {t('readerCheck.results.tooFew', { readers: a.readers, min: READER_CHECK_MIN_READERS })}
        </p>
      )}
    </>
  );
}

export function WordLists({ results }: { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  return (
    <>
      <h3>{t('readerCheck.results.markedCommon')}</h3>
      {results.markedCommon.length === 0 ? (
        <p>{t('readerCheck.results.noneListed')}</p>
      ) : (
        <ul data-testid="marked-common">
          {results.markedCommon.map(({ form, readers }) => (
            <li key={form}>{t('readerCheck.results.wordReaders', { word: form, readers })}</li>
          ))}
        </ul>
      )}
      <h3>{t('readerCheck.results.rareUnmarked')}</h3>
      {results.rareUnmarked.length === 0 ? (
        <p>{t(results.readers === 0 ? 'readerCheck.results.noReadersYet' : 'readerCheck.results.noneListed')}</p>
      ) : (
        <ul data-testid="rare-unmarked">
          {results.rareUnmarked.map((form) => (
            <li key={form}>{form}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AnswersPanel({ results }: { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  return (
    <>
      {results.questions.map((question, i) => {
        const asked = results.check.questions[i];
        return (
          <section key={i} className="rc-question-editor">
            <h3>{question.prompt}</h3>
            <p>
              {t('readerCheck.results.answered', { answered: question.answered })}
              {question.shareCorrect !== null && ` · ${t('readerCheck.results.shareCorrect', { share: percent(question.shareCorrect) })}`}
            </p>
            {question.optionCounts && asked?.kind === 'choice' && (
              <ul>
                {question.optionCounts.map((count, o) => (
                  <li key={o}>{t('readerCheck.results.optionCount', { option: asked.options[o], count })}</li>
                ))}
              </ul>
            )}
            {question.answers && question.answers.length > 0 && (
              <ul>
                {question.answers.map((answer, a) => (
                  <li key={a}>{answer}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {results.clarity && results.clarity.mean !== null && (
        <>
          <h3>{t('readerCheck.results.clarityTitle')}</h3>
          <p>{t('readerCheck.results.clarityMean', { mean: results.clarity.mean.toFixed(1), answered: results.clarity.answered })}</p>
        </>
      )}
    </>
  );
}

export function ProfilesPanel({ results }: { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  const shown = results.profiles.filter((profile) => profile.groups.length > 0);
  if (shown.length === 0) return <p>{t('readerCheck.results.profilesFew')}</p>;
  return (
    <>
      {shown.map((profile) => (
        <div className="rc-table-wrap" key={profile.field}>
          <DataTable
            className="rc-table"
            caption={t(`readerCheck.results.fields.${profile.field}`)}
            rows={profile.groups}
            rowKey={(group) => group.value}
            columns={[
              { header: t('readerCheck.results.group'), cell: (group) => t(`readerCheck.read.${VALUE_LABELS[profile.field]}.${group.value}`) },
              { header: t('readerCheck.results.groupReaders'), cell: (group) => group.readers },
              { header: t('readerCheck.results.meanMarked'), cell: (group) => group.meanMarked.toFixed(1) },
              { header: t('readerCheck.results.groupCorrect'), cell: (group) => percent(group.shareCorrect) },
            ]}
          />
          {profile.notShown > 0 && <p className="field__hint">{t('readerCheck.results.notShown', { count: profile.notShown })}</p>}
        </div>
      ))}
    </>
  );
}
