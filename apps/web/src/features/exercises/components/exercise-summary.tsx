// The end of an exercise (docs/exercises.md "Work is never lost"): each version of the text side by
// side with its word count, rare words and score (the De-Jargonizer's measure in the browser,
// with the list of the text's script, as the coach measured it), the choices made, a copy and a .docx download
// of the texts, and what is kept of them: for guests, that nothing is, with an invitation to
// register to keep their next work; for research participants, what their study keeps, who sees
// it and until when (docs/research.md "What participants are told").
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exerciseSummary, type SummaryEntry } from '@scicomm/coach/exercises/exercise-summary';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import type { FieldValue } from '@scicomm/coach';
import type { ChatMessage } from '../../../lib/message-language.ts';
import { ARABIC_PERIOD, HEBREW_PERIOD, periodLabel } from '@scicomm/jargon/period-code';
import { periodForText } from '@scicomm/jargon/text-script';
import { useSummaryDictionaries } from '../api/get-summary-dictionary.ts';
import { useSummaryDocument } from '../api/post-summary-document.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { measureVersion, type VersionMeasures as Measures } from '../lib/summary-measures.ts';
import type { ResearchKeeping } from '../lib/research-query.ts';
import { conversationRemarks, type RemarkReportContext } from '../../../lib/coach-reports/remark-lines.ts';
import { remarksByField, SummaryRemarks, useRemarkHeadings } from './summary-remarks.tsx';
import { VersionMeasures } from './version-measures.tsx';
import { choiceLabelKey, versionLabelKey } from '../lib/exercise-strings.ts';

interface ExerciseSummaryProps {
  exercise: ExerciseId;
  /** The exercise's name (the page's heading), the document's title. */
  title: string;
  /** The history as the server returned it (camelCase fields). */
  fields: Record<string, FieldValue>;
  /** Who keeps the texts: a guest's are not kept; a research session's are, for its study; else nothing is said. */
  keeping?: 'guest' | ResearchKeeping;
  /** The conversation: the coach's remarks in it are each reportable here (docs/exercises.md "Reporting a wrong remark"). */
  messages?: readonly ChatMessage[];
  reportContext?: RemarkReportContext;
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

export function ExerciseSummary({ exercise, title, fields, keeping, messages = [], reportContext }: ExerciseSummaryProps) {
  const { t, i18n } = useTranslation(['exerciseSession', 'exercises', 'server-errors']);
  const summary = useMemo(() => exerciseSummary(exercise, fields), [exercise, fields]);
  const remarks = useMemo(() => conversationRemarks(messages), [messages]);
  const remarkHeadings = useRemarkHeadings();
  const byField = remarksByField(reportContext ? remarks : [], summary.versions.map((version) => version.field));
  const versionPeriods = useMemo(() => summary.versions.map((version) => periodForText(version.value)), [summary.versions]);
  const periods = useMemo(() => [...new Set(versionPeriods)], [versionPeriods]);
  const dictionary = useSummaryDictionaries(periods);
  const measures = useMemo(() => {
    const byPeriod = dictionary.byPeriod;
    if (!byPeriod) return null;
    return summary.versions.map((version, index) => {
      const list = byPeriod.get(versionPeriods[index] ?? '');
      return list ? measureVersion(version.value, list) : undefined;
    });
  }, [dictionary.byPeriod, summary.versions, versionPeriods]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const summaryDocument = useSummaryDocument();
  if (summary.versions.length === 0 && summary.choices.length === 0) return null;

  const labelText = ({ key, n }: { key: string; n?: string }) => (n === undefined ? t(key) : t(key, { n }));
  const versionLabel = (field: string) => labelText(versionLabelKey(field));
  const choiceLabel = (field: string) => labelText(choiceLabelKey(field));
  const choiceValue = ({ field, value }: SummaryEntry) => {
    // Coherence stores the option's digit; other choices their stored word.
    const key = /^question\d+Choice$/.test(field) ? `yesNo${value}` : value;
    return t(`exerciseSession.values.${key}`, { defaultValue: value });
  };
  const measuresLine = (measured: Measures | undefined) =>
    measured ? t('exerciseSession.measuresLine', { words: measured.words, rare: measured.rareWords.length, score: measured.score }) : undefined;

  const plainText = () =>
    [
      title,
      ...summary.versions.map((version, index) => {
        const line = measuresLine(measures?.[index]);
        return [versionLabel(version.field), ...(line ? [line] : []), version.value].join('\n');
      }),
      ...(summary.choices.length > 0
        ? [[t('exerciseSession.choicesHeading'), ...summary.choices.map((choice) => `${choiceLabel(choice.field)}: ${choiceValue(choice)}`)].join('\n')]
        : []),
    ].join('\n\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainText());
      setStatus({ kind: 'done', message: t('exerciseSession.copied') });
    } catch {
      setStatus({ kind: 'error', message: t('exerciseSession.copyFailed') });
    }
  };

  const download = async () => {
    setStatus({ kind: 'busy' });
    const language = i18n.resolvedLanguage === 'he' || i18n.resolvedLanguage === 'ar' ? i18n.resolvedLanguage : 'en';
    try {
      await summaryDocument.mutateAsync({
        language,
        title,
        versions: summary.versions.map((version, index) => {
          const line = measuresLine(measures?.[index]);
          return { label: versionLabel(version.field), text: version.value, ...(line ? { measures: line } : {}) };
        }),
        choices: summary.choices.map((choice) => ({ label: choiceLabel(choice.field), value: choiceValue(choice) })),
        choicesHeading: t('exerciseSession.choicesHeading'),
      });
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'error', message: t('exerciseSession.downloadFailed', { message: serverErrorText(i18n, error, error instanceof Error ? error.message : String(error)) }) });
    }
  };

  return (
    <section className="exercise-summary" aria-labelledby="exercise-summary-title">
      <h2 id="exercise-summary-title">{t('exerciseSession.summaryHeading')}</h2>
      {summary.versions.length > 0 && (
        <>
          <p>
            {t('exerciseSession.summaryIntro', {
              period: periods
                .map((period) => (period === HEBREW_PERIOD ? t('exerciseSession.hebrewList') : period === ARABIC_PERIOD ? t('exerciseSession.arabicList') : periodLabel(period)))
                .join(', '),
            })}
          </p>
          {dictionary.isPending && <p className="exercise-summary__status">{t('exerciseSession.measuring')}</p>}
          {dictionary.isError && <p className="exercise-summary__status">{t('exerciseSession.measureFailed')}</p>}
          <ol className="exercise-summary__versions">
            {summary.versions.map((version, index) => {
              const measured = measures?.[index];
              return (
                <li key={version.field} className="exercise-summary__version">
                  <h3>{versionLabel(version.field)}</h3>
                  {measured && <VersionMeasures measured={measured} />}
                  <p className="exercise-summary__text" dir="auto">
                    {version.value}
                  </p>
                  {reportContext && (
                    <SummaryRemarks remarks={byField.onVersion(version.field)} context={reportContext} heading={remarkHeadings.version} level="h4" />
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      {reportContext && <SummaryRemarks remarks={byField.others} context={reportContext} heading={remarkHeadings.others} level="h3" />}
      {summary.choices.length > 0 && (
        <>
          <h3>{t('exerciseSession.choicesHeading')}</h3>
          <dl className="exercise-summary__choices">
            {summary.choices.map((choice) => (
              <div key={choice.field}>
                <dt>{choiceLabel(choice.field)}</dt>
                <dd dir="auto">{choiceValue(choice)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {summary.versions.length > 0 && (
        <div className="exercise-summary__actions">
          <button type="button" className="button button--small button--secondary" onClick={() => void copy()}>
            {t('exerciseSession.copy')}
          </button>
          <button type="button" className="button button--small" disabled={status.kind === 'busy'} onClick={() => void download()}>
            {status.kind === 'busy' ? t('exerciseSession.downloading') : t('exerciseSession.download')}
          </button>
          <p className="exercise-summary__status" role="status">
            {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
          </p>
        </div>
      )}
      {keeping && <WhatIsKept keeping={keeping} />}
    </section>
  );
}

/** What is kept of the texts: a guest's are not (with an invitation to register); a research session's are, for its study. */
function WhatIsKept({ keeping }: { keeping: 'guest' | ResearchKeeping }) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  if (keeping === 'guest')
    return (
      <aside className="exercise-summary__guest" aria-labelledby="exercise-summary-guest">
        <h3 id="exercise-summary-guest">{t('exerciseSession.guestTitle')}</h3>
        <p>{t('exerciseSession.guestText')}</p>
        <p className="exercise-summary__guest-links">
          <Link className="button button--small" to="/register">
            {t('exerciseSession.register')}
          </Link>
          <Link to="/login">{t('exerciseSession.signIn')}</Link>
        </p>
      </aside>
    );
  return (
    <aside className="exercise-summary__kept" aria-labelledby="exercise-summary-kept">
      <h3 id="exercise-summary-kept">{t('exerciseSession.researchKeptTitle')}</h3>
      <p>{t(keeping === 'study' ? 'exerciseSession.researchKeptStudy' : 'exerciseSession.researchKeptDefaultStudy')}</p>
    </aside>
  );
}
