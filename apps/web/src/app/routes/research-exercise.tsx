// The hidden research editions, /{uuid}-halflife-full and /{uuid}-halflife-slim (docs/product.md §2). The
// web app does not know the uuid: it asks the server whether a path is a research edition and
// shows the not-found page otherwise. Participants see the same exercise screen; the server
// decides the coaching (full, or slim: neutral, no AI and no jargon feedback).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { useResearchExercise, type ResearchEdition } from '../../features/exercises/api/get-research-exercise.ts';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { looksLikeResearchPath, researchFieldsFromQuery } from '../../features/exercises/lib/research-query.ts';
import { serverErrorText } from '../../lib/server-message.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundRoute } from './not-found.tsx';

export function ResearchExerciseRoute() {
  const { slug = '' } = useParams();
  if (!looksLikeResearchPath(slug)) return <NotFoundRoute />;
  return <ResearchLookup key={slug} slug={slug} />;
}

function ResearchLookup({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation(['exerciseSession', 'exercises', 'server-errors']);
  const lookup = useResearchExercise(slug);
  switch (lookup.status) {
    case 'loading':
      return <p className="message-page">{t('shell.loading')}</p>;
    case 'not-found':
      return <NotFoundRoute />;
    case 'error':
      return (
        <div className="message-page">
          <h1>{t('error.title')}</h1>
          <p>{t('exercises.researchError', { message: serverErrorText(i18n, lookup.error, String(lookup.error)) })}</p>
          <Link to="/">{t('error.home')}</Link>
        </div>
      );
    case 'found':
      return <ResearchChat slug={slug} edition={lookup.edition} />;
  }
}

function ResearchChat({ slug, edition }: { slug: string; edition: ResearchEdition }) {
  const { t } = useTranslation(['exerciseSession', 'exercises', 'server-errors']);
  usePageTitle(edition.title);
  const [params] = useSearchParams();
  const initialFields = useMemo(() => researchFieldsFromQuery(params, true), [params]);
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t(`exercises.${edition.exercise}.heading`)}</h1>
        <p className="lead">{t(`exercises.${edition.exercise}.intro`)}</p>
        <ChatScreen
          exercise={edition.exercise}
          endpoint={`/api/exercises/research/${encodeURIComponent(slug)}`}
          initialFields={initialFields}
          research="default-study"
        />
      </div>
    </TermsConsentGate>
  );
}
