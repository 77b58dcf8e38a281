// The admins' page of reported coach remarks (docs/exercises.md "Reporting a wrong remark"): how
// many remarks of each kind writers marked wrong or unhelpful, per week, and the newest reports
// with their texts where the writer's texts are kept. The route shows it only to admins. Kinds,
// exercises and stages are named in words: a kind by its area (the coach's registry of kinds) and
// its identifier read as words, an exercise by its tool's title, a stage by the name the route
// gives (the research dashboard's stage names).
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isRemarkKind, kindDefinition } from '@scicomm/coach/kinds/kinds';
import type { CoachReportEntry, CoachReportsReply } from '@scicomm/shared/coach-report-api';
import { exerciseManifest, isExerciseId } from '@scicomm/shared/exercises';
import { DataTable } from '../../../components/data-table.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCoachReports } from '../api/admin-api.ts';
import '../../../components/forms.css';
import '../admin.css';

const WEEK_CHOICES = [4, 12, 26, 52] as const;

/** 'sentence.tooLong' read as words: 'sentence too long'. */
const wordsOf = (id: string) =>
  id
    .split('.')
    .map((part) => part.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').toLowerCase())
    .join(' ');

/** A kind of remark in words: its area and its identifier read as words (a retired kind: the words only). */
function kindName(t: TFunction, kind: string): string {
  if (!isRemarkKind(kind)) return wordsOf(kind);
  return t('coachReports.admin.kindName', { area: t(`coachReports.admin.areas.${kindDefinition(kind).area}`), detail: wordsOf(kind) });
}

function exerciseName(t: TFunction, exercise: string): string {
  // Named by its tool's title (the home page's and the sidebar's), under the exercise's slug.
  return isExerciseId(exercise) ? t(`home.tools.${exerciseManifest[exercise].slug}.title`) : exercise;
}

/** Names a stage (an answer field such as 'text120First') in words; the route gives it. */
export type NameStage = (field: string) => string;
const StageNames = createContext<NameStage>((field) => field);

export function CoachReportsPage({ userId, nameStage }: { userId: string; nameStage?: NameStage }) {
  const { t, i18n } = useTranslation(['coachReports', 'server-errors']);
  usePageTitle(t('coachReports.admin.title'));
  const weeksId = useId();
  const [weeks, setWeeks] = useState<number>(12);
  const reports = useCoachReports(userId, weeks);
  return (
    <div className="admin-reports">
      <h1>{t('coachReports.admin.title')}</h1>
      <p>{t('coachReports.admin.intro')}</p>
      <div className="field admin-reports__weeks">
        <label className="field__label" htmlFor={weeksId}>
          {t('coachReports.admin.weeks')}
        </label>
        <select id={weeksId} className="field__control" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
          {WEEK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      {reports.isPending && <p role="status">{t('coachReports.admin.loading')}</p>}
      {reports.isError && (
        <p role="alert">{t('coachReports.admin.loadFailed', { message: serverErrorText(i18n, reports.error, reports.error.message) })}</p>
      )}
      {reports.data && (
        <StageNames.Provider value={nameStage ?? ((field) => field)}>
          <ReportTables data={reports.data} />
        </StageNames.Provider>
      )}
    </div>
  );
}

function ReportTables({ data }: { data: CoachReportsReply }) {
  const { t, i18n } = useTranslation(['coachReports', 'server-errors']);
  const dates = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  const percent = useMemo(() => new Intl.NumberFormat(i18n.language, { style: 'percent' }), [i18n.language]);
  return (
    <>
      <p role="status">{t('coachReports.admin.since', { date: data.since, count: data.total })}</p>
      <h2 id="admin-reports-answers">{t('coachReports.admin.answersTitle')}</h2>
      <p>{t('coachReports.admin.answersIntro')}</p>
      {data.questionAnswers.length === 0 ? (
        <p>{t('coachReports.admin.noAnswers')}</p>
      ) : (
        <DataTable
          className="admin-reports__table"
          labelledBy="admin-reports-answers"
          rows={data.questionAnswers}
          rowKey={(row) => `${row.kind}-${row.language}`}
          columns={[
            { header: t('coachReports.admin.kind'), cell: (row) => kindName(t, row.kind), title: (row) => row.kind },
            { header: t('coachReports.admin.language'), cell: (row) => t(`coachReports.admin.languages.${row.language}`) },
            { header: t('coachReports.admin.readersKnow'), cell: (row) => row.readersKnow },
            { header: t('coachReports.admin.willChange'), cell: (row) => row.willChange },
            { header: t('coachReports.admin.knowShare'), cell: (row) => percent.format(row.readersKnow / (row.readersKnow + row.willChange)) },
          ]}
        />
      )}
      {data.total === 0 ? (
        <p>{t('coachReports.admin.none')}</p>
      ) : (
        <>
          <h2 id="admin-reports-kinds">{t('coachReports.admin.byKind')}</h2>
          <DataTable
            className="admin-reports__table"
            labelledBy="admin-reports-kinds"
            rows={data.kinds}
            rowKey={(kind) => kind.kind}
            columns={[
              { header: t('coachReports.admin.kind'), cell: (kind) => kindName(t, kind.kind), title: (kind) => kind.kind },
              { header: t('coachReports.admin.wrong'), cell: (kind) => kind.wrong },
              { header: t('coachReports.admin.unhelpful'), cell: (kind) => kind.unhelpful },
              { header: t('coachReports.admin.total'), cell: (kind) => kind.total },
            ]}
          />
          <h2 id="admin-reports-weeks">{t('coachReports.admin.byWeek')}</h2>
          <DataTable
            className="admin-reports__table"
            labelledBy="admin-reports-weeks"
            rows={data.weeks}
            rowKey={(week) => `${week.week}-${week.kind}`}
            columns={[
              { header: t('coachReports.admin.week'), cell: (week) => week.week },
              { header: t('coachReports.admin.kind'), cell: (week) => kindName(t, week.kind), title: (week) => week.kind },
              { header: t('coachReports.admin.count'), cell: (week) => week.count },
            ]}
          />
          <h2 id="admin-reports-recent">{t('coachReports.admin.recent')}</h2>
          <ul className="admin-reports__recent" aria-labelledby="admin-reports-recent">
            {data.recent.map((entry, index) => (
              <RecentReport key={`${entry.createdAt}-${index}`} entry={entry} when={dates.format(new Date(entry.createdAt))} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function RecentReport({ entry, when }: { entry: CoachReportEntry; when: string }) {
  const { t } = useTranslation(['coachReports', 'server-errors']);
  const nameStage = useContext(StageNames);
  const place = {
    exercise: exerciseName(t, entry.exercise),
    stage: nameStage(entry.field),
    ...(entry.start !== null && entry.end !== null ? { start: entry.start, end: entry.end } : {}),
  };
  const notKept = <em>{t('coachReports.admin.notKept')}</em>;
  return (
    <li className="admin-reports__entry">
      <dl>
        <dt>{t('coachReports.admin.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('coachReports.admin.kind')}</dt>
        <dd title={entry.kind}>{kindName(t, entry.kind)}</dd>
        <dt>{t('coachReports.admin.reason')}</dt>
        <dd>{t(`coachReports.admin.${entry.reason}`)}</dd>
        <dt>{t('coachReports.admin.where')}</dt>
        <dd>{t(`coachReports.admin.places.${entry.place}`)}</dd>
        <dt>{t('coachReports.admin.exercise')}</dt>
        <dd>{t('start' in place ? 'coachReports.admin.entryPlaceSpan' : 'coachReports.admin.entryPlace', place)}</dd>
        <dt>{t('coachReports.admin.remark')}</dt>
        <dd dir="auto">{entry.remark ?? notKept}</dd>
        <dt>{t('coachReports.admin.excerpt')}</dt>
        <dd dir="auto">{entry.excerpt ?? notKept}</dd>
        <dt>{t('coachReports.admin.yourComment')}</dt>
        <dd dir="auto">{entry.comment ?? notKept}</dd>
      </dl>
    </li>
  );
}
