// A legal document (docs/product.md §2): its text in the page and a "Download … (PDF)" link to the
// server's PDF. The PDF is not embedded: the site's Content-Security-Policy allows no plugin
// content (object-src 'none', docs/deployment.md), and the text reads everywhere, with or
// without a PDF viewer. The title, the links and a note are in the page's language; the
// document itself is in English (marked lang="en", left to right), and a Hebrew or Arabic
// reader is told so.
import { useTranslation } from 'react-i18next';
import { legalDocuments, type LegalDocumentId } from '@scicomm/shared/legal-documents';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function LegalDocumentPage({ id }: { id: LegalDocumentId }) {
  const { t, i18n } = useTranslation();
  const document = legalDocuments[id];
  const title = t(`legal.titles.${id}`);
  const inEnglish = i18n.language.split('-')[0] === 'en';
  usePageTitle(title);
  const pdfUrl = `/api/legal/${id}.pdf`;
  return (
    <article className="legal">
      <h1>{title}</h1>
      {!inEnglish && <p className="legal__note">{t('legal.englishOnly')}</p>}
      <p className="legal__meta">
        {t('legal.updated', { date: document.updated })} ·{' '}
        <a href={`${pdfUrl}?download`} download={`${document.title}.pdf`}>
          {t('legal.download', { title })}
        </a>
      </p>
      <div className="legal__text" lang="en" dir="ltr">
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
