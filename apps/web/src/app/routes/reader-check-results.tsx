// /reader-checks/:checkId (docs/reader-check.md "Results"): the writer's view of one check — its
// link and QR code, the heat map, the agreement of the measure and the readers, the answers, the
// profile breakdown and the exports — and "open in the De-Jargonizer" with the words readers
// marked as key terms. Anybody but the owner gets "No such reader check." (the server's 404).
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReaderCheckResults } from '../../features/reader-check/api/reader-checks.ts';
import { CheckControls, CheckLink } from '../../features/reader-check/components/check-admin.tsx';
import { HeatMap, MarkedWordsTable } from '../../features/reader-check/components/heat-map.tsx';
import { AgreementPanel, AnswersPanel, ProfilesPanel, WordLists } from '../../features/reader-check/components/results-panels.tsx';
import { ReaderCheckSession } from './reader-check-session.tsx';
import '../../features/reader-check/reader-check.css';

/** The words readers marked, most marked first, as the De-Jargonizer's key terms. */
function markedTerms(results: ReaderCheckResults): string[] {
  const best = new Map<string, number>();
  for (const word of results.words) if (word.marks > 0) best.set(word.form, Math.max(best.get(word.form) ?? 0, word.marks));
  return [...best].sort((a, b) => b[1] - a[1]).slice(0, MAX_KEY_TERMS).map(([form]) => form);
}

function Results({ results, userId }: { results: ReaderCheckResults; userId: string }) {
  const { t } = useTranslation('reader-check');
  const navigate = useNavigate();
  usePageTitle(results.check.title);
  return (
    <>
      <h1>{results.check.title}</h1>
      <p>{t('readerCheck.results.readers', { readers: results.readers, target: results.check.targetReaders })}</p>
      <CheckLink check={results.check} />
      <CheckControls userId={userId} check={results.check} onDeleted={() => void navigate('/reader-checks')} />
      <h2>{t('readerCheck.results.heatTitle')}</h2>
      <HeatMap results={results} />
      <MarkedWordsTable results={results} />
      <p>
        <button
          type="button"
          className="button"
          onClick={() => void navigate('/de-jargonizer', { state: { text: results.check.text, keyTerms: markedTerms(results) } })}
        >
          {t('readerCheck.results.openInDeJargonizer')}
        </button>
      </p>
      <h2>{t('readerCheck.results.agreementTitle')}</h2>
      <AgreementPanel results={results} />
      <WordLists results={results} />
      {(results.questions.length > 0 || results.clarity) && (
        <>
          <h2>{t('readerCheck.results.questionsTitle')}</h2>
          <AnswersPanel results={results} />
        </>
      )}
      <h2>{t('readerCheck.results.profilesTitle')}</h2>
      <ProfilesPanel results={results} />
    </>
  );
}

function OwnResults({ id, userId }: { id: string; userId: string }) {
  const { t } = useTranslation('reader-check');
  const results = useReaderCheckResults(userId, id);
  if (results.isPending) return <p role="status">{t('readerCheck.results.loading')}</p>;
  if (results.isError)
    return (
      <>
        <h1>{t('readerCheck.list.title')}</h1>
        <p role="alert">{t('readerCheck.results.notFound')}</p>
      </>
    );
  return <Results results={results.data} userId={userId} />;
}

export function ReaderCheckResultsRoute() {
  const { t } = useTranslation('reader-check');
  const { checkId } = useParams();
  const { state } = useAuth();
  return (
    <div className="rc-page">
      <p>
        <Link to="/reader-checks">{t('readerCheck.results.back')}</Link>
      </p>
      {state.status !== 'signed-in' && <h1>{t('readerCheck.list.title')}</h1>}
      <ReaderCheckSession>{(userId) => checkId && <OwnResults id={checkId} userId={userId} />}</ReaderCheckSession>
    </div>
  );
}
