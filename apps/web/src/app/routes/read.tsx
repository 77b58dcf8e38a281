// /read/:token (docs/reader-check.md "The reader's page"): a reader check's public page. No
// account and no consent gate of the site's: the page's own consent line comes first. Kept out of
// search engines with the robots meta element, as shared records are.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReaderView } from '../../features/reader-check/api/reader-view.ts';
import { ReaderPage } from '../../features/reader-check/components/reader-page.tsx';
import '../../features/reader-check/reader-check.css';
import '../../components/forms.css';
import '../../lib/strings/reader-check.ts';

function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow, noarchive';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function ReadRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  const load = useReaderView(token);
  useNoIndex();
  usePageTitle(load.status === 'shown' ? load.view.title : undefined);
  return (
    <div className="rc-page">
      {load.status === 'loading' && <p role="status">{t('readerCheck.read.loading')}</p>}
      {load.status === 'invalid' && (
        <>
          <h1>{t('readerCheck.menu')}</h1>
          <p className="rc-message">{t('readerCheck.read.invalid')}</p>
        </>
      )}
      {load.status === 'shown' && token && (
        <>
          <h1>{load.view.title}</h1>
          <ReaderPage token={token} view={load.view} />
        </>
      )}
    </div>
  );
}
