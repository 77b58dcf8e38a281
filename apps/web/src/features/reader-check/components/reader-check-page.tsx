// A reader check's public page without the site's shell around it (docs/reader-check.md "The
// reader's page"): the title, then the consent line and the steps of reader-page.tsx. The consent
// line shows while the check loads, with Start disabled until the text is in, so the page the build
// prerenders (reader-main.tsx) paints it before any script and keeps it when the script hydrates.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useReaderView } from '../api/reader-view.ts';
import { ReaderPage } from './reader-page.tsx';
import '../reader-check.css';
import '../../../components/forms.css';

export function ReaderCheckPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('reader-check');
  const load = useReaderView(token);
  usePageTitle(load.status === 'shown' ? load.view.title : undefined);
  if (load.status === 'invalid' || !token)
    return (
      <div className="rc-page">
        <h1>{t('readerCheck.menu')}</h1>
        <p className="rc-message">{t('readerCheck.read.invalid')}</p>
      </div>
    );
  return (
    <div className="rc-page">
      <h1 dir={load.status === 'shown' ? 'auto' : undefined}>{load.status === 'shown' ? load.view.title : t('readerCheck.read.loading')}</h1>
      <ReaderPage token={token} view={load.status === 'shown' ? load.view : null} />
    </div>
  );
}
