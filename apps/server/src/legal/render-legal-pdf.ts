// Renders a legal document to PDF with pdfkit. Rendered once per document and kept in memory:
// the texts only change with a deploy.
import { PRODUCT_NAME } from '@scicomm/shared';
import type { LegalDocument } from '@scicomm/shared/legal-documents';

export async function renderLegalPdf(document: LegalDocument): Promise<Buffer> {
  // Loaded by the first PDF asked for: pdfkit and its fonts hold about 30 MB resident, which a
  // process that never sends a PDF should not carry.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `${document.title} – ${PRODUCT_NAME}`, Author: PRODUCT_NAME, CreationDate: new Date(document.updated) },
      lang: 'en',
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf.font('Helvetica-Bold').fontSize(20).text(document.title);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555');
    pdf.text(`${PRODUCT_NAME} · last updated ${document.updated}`);
    pdf.fillColor('#000000');
    for (const section of document.sections) {
      pdf.moveDown(1).font('Helvetica-Bold').fontSize(13).text(section.heading);
      pdf.font('Helvetica').fontSize(11);
      for (const paragraph of section.paragraphs) {
        pdf.moveDown(0.4).text(paragraph, { align: 'left', lineGap: 2 });
      }
    }
    pdf.end();
  });
}
