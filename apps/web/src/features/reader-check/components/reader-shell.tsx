// The reader's page as its own light entry serves it (reader-main.tsx, docs/reader-check.md
// "Weight"): the site's header reduced to what a reader uses (the site's name, back home, and the
// language), then the page, and the site's legal documents under it (the privacy policy is what a
// reader consents under). No router, query cache, account menu, sidebar or page-view counter: a
// reader has no account, and the link leads to this one page.
import { useTranslation } from 'react-i18next';
import { PanelBoundary } from '../../../components/panel-boundary.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useSkipLinkText } from '../../../components/skip-link-text.ts';
import { ReaderCheckPage } from './reader-check-page.tsx';

const LEGAL_PAGES = ['privacy-policy', 'terms-of-use', 'cookies-policy'] as const;

export function ReaderShell({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  useSkipLinkText(t('shell.skipToMain'));
  return (
    <div className="layout">
      <header className="header">
        <a href="/" className="header__logo" aria-label={t('shell.logoHome')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>SciComm Studio</span>
        </a>
        <div className="header__end">
          <LanguageSelect />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="main">
        <PanelBoundary>
          <ReaderCheckPage token={token} />
        </PanelBoundary>
      </main>
      <footer className="footer">
        <nav aria-label={t('footer.legal')} className="footer__links">
          {LEGAL_PAGES.map((page) => (
            <a key={page} href={`/${page}`}>
              {t(`legal.titles.${page}`)}
            </a>
          ))}
        </nav>
      </footer>
    </div>
  );
}
