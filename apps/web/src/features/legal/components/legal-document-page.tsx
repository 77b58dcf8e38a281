// A legal document (spec §2): the server's PDF embedded in the page, its text as the embed's
// fallback (so it is readable where no PDF viewer exists), and a "Download … (PDF)" link.
import { useTranslation } from 'react-i18next';
import { legalDocuments, type LegalDocumentId } from '@scicomm/shared';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function LegalDocumentPage({ id }: { id: LegalDocumentId }) {
  const { t } = useTranslation();
  const document = legalDocuments[id];
  usePageTitle(document.title);
  const pdfUrl = `/api/legal/${id}.pdf`;
  return (
    <article className="legal" lang="en" dir="ltr">
      <h1>{document.title}</h1>
      <p className="legal__meta">
        {t('legal.updated', { date: document.updated })} ·{' '}
        <a href={`${pdfUrl}?download`} download={`${document.title}.pdf`}>
          {t('legal.download', { title: document.title })}
        </a>
      </p>
      <object className="legal__pdf" data={pdfUrl} type="application/pdf" aria-label={document.title}>
        <div className="legal__text">
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </object>
    </article>
  );
}
