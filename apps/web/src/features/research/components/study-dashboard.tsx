// A study's dashboard (docs/research.md "Dashboard"): per arm, participants, sessions started and
// finished; the median time at each stage; where unfinished sessions stopped; how much is stored.
// Asked again every 10 seconds, so it follows sessions as they arrive.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArmDashboard, StudyDashboard } from '@scicomm/shared/study-api';
import { useStudyDashboard } from '../api/studies-api.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import '../../../lib/strings/studies.ts';

const minutesSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function stagesOf(dashboard: StudyDashboard, pick: 'stageTimes' | 'dropOff'): number[] {
  return [...new Set(dashboard.arms.flatMap((arm) => arm[pick].map(({ stage }) => stage)))].sort(
    (a, b) => a - b,
  );
}

/** A table of one figure per arm (rows) and stage (columns). */
function StageTable({
  caption,
  stages,
  arms,
  cell,
}: {
  caption: string;
  stages: readonly number[];
  arms: readonly ArmDashboard[];
  cell: (arm: ArmDashboard, stage: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="research__scroll">
      <table className="research__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studies.dashboard.arm')}</th>
            {stages.map((stage) => (
              <th scope="col" key={stage}>
                {t('studies.dashboard.stage', { stage })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {arms.map((arm) => (
            <tr key={arm.arm}>
              <th scope="row">{t(`studies.arm.${arm.arm}`)}</th>
              {stages.map((stage) => (
                <td key={stage}>{cell(arm, stage)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StudyDashboardPanel({ userId, studyId }: { userId: string; studyId: string }) {
  const { t, i18n } = useTranslation();
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
    const timed = stagesOf(data, 'stageTimes');
    const dropped = stagesOf(data, 'dropOff');
    const armName = (arm: string) => t(`studies.arm.${arm}`);
    body = (
      <>
        <table className="research__table">
          <caption className="visually-hidden">{t('studies.dashboard.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studies.dashboard.arm')}</th>
              <th scope="col">{t('studies.dashboard.enrolled')}</th>
              <th scope="col">{t('studies.dashboard.started')}</th>
              <th scope="col">{t('studies.dashboard.finished')}</th>
            </tr>
          </thead>
          <tbody>
            {data.arms.map((arm) => (
              <tr key={arm.arm}>
                <th scope="row">{armName(arm.arm)}</th>
                <td>{numbers.format(arm.enrolled)}</td>
                <td>{numbers.format(arm.started)}</td>
                <td>{numbers.format(arm.finished)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>{t('studies.dashboard.timesHeading')}</h3>
        {timed.length === 0 ? (
          <p>{t('studies.dashboard.noTimes')}</p>
        ) : (
          <StageTable
            caption={t('studies.dashboard.timesCaption')}
            stages={timed}
            arms={data.arms}
            cell={(arm, stage) => {
              const median = arm.stageTimes.find((time) => time.stage === stage)?.medianSeconds;
              return median === undefined || median === null ? '–' : minutesSeconds(median);
            }}
          />
        )}
        <h3>{t('studies.dashboard.dropHeading')}</h3>
        {dropped.length === 0 ? (
          <p>{t('studies.dashboard.noDrop')}</p>
        ) : (
          <StageTable
            caption={t('studies.dashboard.dropCaption')}
            stages={dropped}
            arms={data.arms}
            cell={(arm, stage) =>
              numbers.format(arm.dropOff.find((drop) => drop.stage === stage)?.sessions ?? 0)
            }
          />
        )}
        <p>
          {t('studies.dashboard.stored', {
            participants: numbers.format(data.stored.participants),
            sessions: numbers.format(data.stored.sessions),
            size: size.format(data.stored.bytes / 1000),
          })}
        </p>
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
