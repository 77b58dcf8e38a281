// A study's dashboard (docs/research.md "Dashboard"): per arm, participants, sessions started and
// finished; the median time at each stage; where participants stopped (before their first answer,
// or at a stage); how much is stored. The stage tables have a row per stage and a column per arm,
// so they stay narrow on a phone however many stages the exercise has.
// Asked again every 10 seconds, so it follows sessions as they arrive.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArmDashboard, StudyDashboard } from '@scicomm/shared/study-api';
import { DataTable } from '../../../components/data-table.tsx';
import { useStudyDashboard } from '../api/studies-api.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { stageName } from '../lib/stage-names.ts';

const minutesSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

interface StageRow {
  key: string;
  label: string;
  stage: number | null;
}

/** A table of one figure per row (a stage, or before the first answer) and arm (columns). */
function ArmColumnsTable({
  caption,
  rows,
  arms,
  cell,
}: {
  caption: string;
  rows: readonly StageRow[];
  arms: readonly ArmDashboard[];
  cell: (arm: ArmDashboard, stage: number | null) => string;
}) {
  const { t } = useTranslation(['server-errors', 'studies']);
  return (
    <div className="research__scroll">
      <DataTable
        className="research__table"
        caption={caption}
        hideCaption
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header: t('studies.dashboard.stageColumn'), cell: (row) => row.label },
          ...arms.map((arm) => ({ header: t(`studies.armShort.${arm.arm}`), cell: (row: StageRow) => cell(arm, row.stage) })),
        ]}
      />
    </div>
  );
}

/** The stages any arm has a figure for, in stage order. */
function stagesWith(arms: readonly ArmDashboard[], pick: 'stageTimes' | 'dropOff'): Set<number> {
  return new Set(arms.flatMap((arm) => arm[pick].map(({ stage }) => stage)));
}

/**
 * The times table's rows: the stages timed, then the stage a session ends at, which has no time.
 * That row closes the table since in the research editions of Half Life the reflections (9–13)
 * come before it (8), and a gap from 7 to 9 would read as a stage gone missing.
 */
function timedStageRows(
  data: StudyDashboard,
  timed: ReadonlySet<number>,
  stageLabel: (stage: number) => string,
  finishLabel: string,
) {
  const rows = data.stages
    .filter(({ stage }) => timed.has(stage))
    .map(({ stage }) => ({ key: String(stage), label: stageLabel(stage), stage }));
  return rows.length === 0
    ? rows
    : [...rows, { key: 'finish', label: finishLabel, stage: data.finishStage }];
}

export function StudyDashboardPanel({ userId, studyId }: { userId: string; studyId: string }) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  const dashboard = useStudyDashboard(userId, studyId);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const size = useMemo(
    () =>
      new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 1,
      }),
    [i18n.language],
  );

  let body;
  if (dashboard.isPending) body = <p role="status">{t('studies.dashboard.loading')}</p>;
  else if (dashboard.isError)
    body = (
      <p role="alert" className="field__error">
        {t('studies.dashboard.error', {
          message: serverErrorText(i18n, dashboard.error, dashboard.error.message),
        })}
      </p>
    );
  else {
    const data = dashboard.data;
    const timed = stagesWith(data.arms, 'stageTimes');
    // A drop-off can be at a stage nobody answers (the greeting); the server names it too.
    const names = new Map<number, string | null>([
      ...data.arms.flatMap((arm) => arm.dropOff.map(({ stage, name }) => [stage, name] as const)),
      ...data.stages.map(({ stage, name }) => [stage, name] as const),
    ]);
    const stageLabel = (stage: number) => {
      const name = names.get(stage);
      return name
        ? t('studies.dashboard.stage', { stage, name: stageName(t, name) })
        : t('studies.dashboard.unfinishedStage', { stage });
    };
    const finishLabel = t('studies.dashboard.stage', {
      stage: data.finishStage,
      name: stageName(t, 'finished'),
    });
    const timedRows = timedStageRows(data, timed, stageLabel, finishLabel);
    const stopped = [...stagesWith(data.arms, 'dropOff')].sort((a, b) => a - b);
    const beforeFirst = data.arms.some((arm) => arm.beforeFirstAnswer > 0);
    const dropRows = [
      ...(beforeFirst
        ? [{ key: 'before', label: t('studies.dashboard.beforeFirstAnswer'), stage: null }]
        : []),
      ...stopped.map((stage) => ({
        key: String(stage),
        label: stageLabel(stage),
        stage,
      })),
    ];
    body = (
      <>
        <div className="research__scroll">
          <DataTable
            className="research__table"
            caption={t('studies.dashboard.caption')}
            hideCaption
            rows={data.arms}
            rowKey={(arm) => arm.arm}
            columns={[
              { header: t('studies.dashboard.arm'), cell: (arm) => t(`studies.armShort.${arm.arm}`) },
              { header: t('studies.dashboard.enrolled'), cell: (arm) => numbers.format(arm.enrolled) },
              { header: t('studies.dashboard.started'), cell: (arm) => numbers.format(arm.started) },
              { header: t('studies.dashboard.finished'), cell: (arm) => numbers.format(arm.finished) },
            ]}
          />
        </div>
        <h3>{t('studies.dashboard.timesHeading')}</h3>
        {timedRows.length === 0 ? (
          <p>{t('studies.dashboard.noTimes')}</p>
        ) : (
          <>
            <p className="field__hint">
              {t('studies.dashboard.timesHint')} {t('studies.dashboard.finishHint', { stage: finishLabel })}
            </p>
            <ArmColumnsTable
              caption={t('studies.dashboard.timesCaption')}
              rows={timedRows}
              arms={data.arms}
              cell={(arm, stage) => {
                if (stage === data.finishStage) return t('studies.dashboard.finishCell');
                const time = arm.stageTimes.find((timedStage) => timedStage.stage === stage);
                return time?.medianSeconds === undefined || time.medianSeconds === null
                  ? '–'
                  : t('studies.dashboard.timed', {
                      time: minutesSeconds(time.medianSeconds),
                      sessions: numbers.format(time.sessions),
                    });
              }}
            />
          </>
        )}
        <h3>{t('studies.dashboard.dropHeading')}</h3>
        {dropRows.length === 0 ? (
          <p>{t('studies.dashboard.noDrop')}</p>
        ) : (
          <>
            <p className="field__hint">{t('studies.dashboard.dropHint')}</p>
            <ArmColumnsTable
              caption={t('studies.dashboard.dropCaption')}
              rows={dropRows}
              arms={data.arms}
              cell={(arm, stage) =>
                numbers.format(
                  stage === null
                    ? arm.beforeFirstAnswer
                    : (arm.dropOff.find((drop) => drop.stage === stage)?.sessions ?? 0),
                )
              }
            />
          </>
        )}
        <p>
          {t('studies.dashboard.stored', {
            participants: t('studies.dashboard.participants', {
              count: data.stored.participants,
              n: numbers.format(data.stored.participants),
            }),
            sessions: t('studies.dashboard.sessions', {
              count: data.stored.sessions,
              n: numbers.format(data.stored.sessions),
            }),
            size: size.format(data.stored.bytes / 1000),
          })}
        </p>
        <DuplicateIdentifiers duplicates={data.duplicateIdentifiers} />
      </>
    );
  }
  return (
    <section aria-labelledby="study-dashboard" className="research__section">
      <h2 id="study-dashboard">{t('studies.dashboard.heading')}</h2>
      <p className="field__hint">{t('studies.dashboard.updated')}</p>
      {body}
    </section>
  );
}

/** Identifiers more than one participant enrolled with (docs/research.md "Personal links"). */
function DuplicateIdentifiers({ duplicates }: { duplicates: StudyDashboard['duplicateIdentifiers'] }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  if (duplicates.length === 0) return null;
  return (
    <div role="note" className="research__warning">
      <h3>{t('studies.duplicates.heading')}</h3>
      <p>{t('studies.duplicates.intro')}</p>
      <ul>
        {duplicates.map(({ identifier, participants, arms }) => (
          <li key={identifier}>
            {t('studies.duplicates.row', {
              identifier,
              count: participants,
              arms: arms.map((arm) => t(`studies.arm.${arm}`)).join(', '),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
