// /read/:token (docs/reader-check.md "The reader's page") when the app itself opens it (a link
// followed inside the app, the development server). The server sends a reader's link its own
// light page (reader-main.tsx) with the same ReaderCheckPage. No account and no consent gate of
// the site's: the page's own consent line comes first. Kept out of search engines with the robots
// meta element, as shared records are.
import { useParams } from 'react-router';
import { ReaderCheckPage } from '../../features/reader-check/components/reader-check-page.tsx';
import { useNoIndex } from '../../lib/use-no-index.ts';

export function ReadRoute() {
  const { token } = useParams();
  useNoIndex();
  return <ReaderCheckPage token={token} />;
}
