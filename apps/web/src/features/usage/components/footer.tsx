import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisits } from '../api/get-visits.ts';

export function Footer() {
  const { t } = useTranslation();
  const visits = useVisits();
  return (
    <footer className="footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <p aria-live="polite">{t('footer.visits', { count: visits })}</p>
      <nav aria-label="Legal" className="footer__links">
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/terms-of-use">Terms of Use</Link>
        <Link to="/cookies-policy">Cookies Policy</Link>
      </nav>
    </footer>
  );
}
