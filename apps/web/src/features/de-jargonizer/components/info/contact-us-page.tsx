// Contact Us (docs/product.md §2): three contact addresses and the two institutions, each a block with its
// name, place and web site (named, not logos: we do not copy other organisations' marks).
import { useTranslation } from 'react-i18next';
import { InfoPage, textSection } from './info-page.tsx';

export const CONTACTS = [
  { key: 'tool', email: 'dejargonizer@scicomm-studio.org' },
  { key: 'research', email: 'research@scicomm-studio.org' },
  { key: 'support', email: 'support@scicomm-studio.org' },
] as const;

export const INSTITUTIONS = [
  { key: 'technion', url: 'https://www.technion.ac.il/en/' },
  { key: 'faculty', url: 'https://edu.technion.ac.il/en/' },
] as const;

export function ContactUsPage() {
  const { t } = useTranslation(['de-jargonizer', 'de-jargonizer-info']);
  const section = textSection(
    (key) => t(`deJargonizerInfo.${key}`),
    'contact',
    <>
      <p>{t('deJargonizerInfo.contact.p1')}</p>
      <ul>
        {CONTACTS.map((contact) => (
          <li key={contact.key}>
            {t(`deJargonizerInfo.contact.${contact.key}`)}:{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        ))}
      </ul>
      <h3 id="contact-institutions">{t('deJargonizerInfo.contact.institutions')}</h3>
      <ul className="dj-institutions" aria-labelledby="contact-institutions">
        {INSTITUTIONS.map((institution) => (
          <li key={institution.key} className="dj-institution">
            <article aria-labelledby={`institution-${institution.key}`}>
              <h4 id={`institution-${institution.key}`}>{t(`deJargonizerInfo.contact.${institution.key}`)}</h4>
              <p className="dj-institution__place">{t(`deJargonizerInfo.contact.${institution.key}Place`)}</p>
              <a href={institution.url} rel="noopener noreferrer" target="_blank">
                {new URL(institution.url).hostname}
              </a>
            </article>
          </li>
        ))}
      </ul>
    </>,
  );
  return <InfoPage title={section.title} sections={[section]} />;
}
