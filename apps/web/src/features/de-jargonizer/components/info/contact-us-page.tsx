// Contact Us (spec §2): three contact addresses and the two institutions (named, not logos: we
// do not copy other organisations' marks).
import { useTranslation } from 'react-i18next';
import { InfoPage } from './info-page.tsx';

export const CONTACTS = [
  { key: 'tool', email: 'dejargonizer@scicomm-studio.org' },
  { key: 'research', email: 'research@scicomm-studio.org' },
  { key: 'support', email: 'support@scicomm-studio.org' },
] as const;

export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <InfoPage
      title={t('deJargonizer.contact.title')}
      sections={[
        {
          id: 'contact',
          title: t('deJargonizer.contact.title'),
          body: (
            <>
              <p>{t('deJargonizer.contact.p1')}</p>
              <ul>
                {CONTACTS.map((contact) => (
                  <li key={contact.key}>
                    {t(`deJargonizer.contact.${contact.key}`)}:{' '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </li>
                ))}
              </ul>
              <h3>{t('deJargonizer.contact.institutions')}</h3>
              <ul className="dj-institutions">
                <li>{t('deJargonizer.contact.technion')}</li>
                <li>{t('deJargonizer.contact.faculty')}</li>
              </ul>
            </>
          ),
        },
      ]}
    />
  );
}
