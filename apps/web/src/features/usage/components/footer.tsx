// The site footer: copyright, the page-view count (a real figure from our own server, labelled
// as what it is), and the legal documents in the page's language.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageViewCount } from '../api/get-page-views.ts';

export function Footer() {
  const { t, i18n } = useTranslation();
  const pageViews = usePageViewCount();
  return (
    <footer className="footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      {pageViews !== undefined && (
        <p className="footer__views" title={t('footer.pageViewsNote')}>
          {t('footer.pageViews', { views: new Intl.NumberFormat(i18n.language).format(pageViews) })}
        </p>
      )}
      <nav aria-label={t('footer.legal')} className="footer__links">
        <Link to="/privacy-policy">{t('legal.titles.privacy-policy')}</Link>
        <Link to="/terms-of-use">{t('legal.titles.terms-of-use')}</Link>
        <Link to="/cookies-policy">{t('legal.titles.cookies-policy')}</Link>
      </nav>
    </footer>
  );
}
