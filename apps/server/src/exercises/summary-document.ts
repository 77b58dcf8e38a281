// The texts of a finished exercise as a Word document (docs/exercises.md: the summary's download). The
// web sends what its summary shows, labels already in the site's language: the exercise's
// title, each version with its label and measures line, and the choices made. Nothing is
// stored; the document is made for this request and sent back.
import type { Paragraph, TextRun } from 'docx';
import { z } from 'zod';
import { xmlSafe } from '../file-formats/xml-safe.ts';

export const SUMMARY_DOCUMENT_LIMITS = { versions: 12, choices: 20, textChars: 20_000, labelChars: 300 } as const;

const label = z.string().trim().min(1).max(SUMMARY_DOCUMENT_LIMITS.labelChars);

export const summaryDocumentSchema = z
  .object({
    language: z.enum(['en', 'he', 'ar']).describe('The site\'s language: he and ar are laid out right to left.'),
    title: label.describe('The exercise\'s name, the document\'s title.'),
    versions: z
      .array(
        z.object({
          label: label.describe('Which version ("First text, about 120 words").'),
          measures: z.string().max(SUMMARY_DOCUMENT_LIMITS.labelChars).optional().describe('Its measures as one line ("118 words · 4 rare words · score 91").'),
          text: z.string().trim().min(1).max(SUMMARY_DOCUMENT_LIMITS.textChars),
        }),
      )
      .min(1)
      .max(SUMMARY_DOCUMENT_LIMITS.versions),
    choices: z
      .array(z.object({ label, value: z.string().trim().min(1).max(2_000) }))
      .max(SUMMARY_DOCUMENT_LIMITS.choices)
      .default([]),
    choicesHeading: z.string().max(SUMMARY_DOCUMENT_LIMITS.labelChars).optional(),
  })
  .describe('What the summary at the end of an exercise shows, to be written into a .docx.');

export type SummaryDocumentInput = z.infer<typeof summaryDocumentSchema>;

/** "Half Life - my texts.docx"-style name, without characters a file system refuses. */
export function summaryFileName(title: string): string {
  const safe = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Exercise'}.docx`;
}

export async function buildSummaryDocument(input: SummaryDocumentInput): Promise<Buffer> {
  // Loaded by the first download: the docx package is about 13 MB resident (lazy-modules.test.ts).
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const rtl = input.language !== 'en';
  const run = (text: string, extra: { bold?: boolean; italics?: boolean } = {}) =>
    new TextRun({ text: xmlSafe(text), ...extra, ...(rtl ? { rightToLeft: true } : {}) });
  const paragraph = (children: TextRun[], extra: { heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel] } = {}) =>
    new Paragraph({ children, spacing: { after: 120 }, ...extra, ...(rtl ? { bidirectional: true } : {}) });

  const children: Paragraph[] = [paragraph([run(input.title)], { heading: HeadingLevel.TITLE })];
  for (const version of input.versions) {
    children.push(paragraph([run(version.label)], { heading: HeadingLevel.HEADING_2 }));
    if (version.measures) children.push(paragraph([run(version.measures, { italics: true })]));
    // One paragraph per line the student wrote.
    for (const line of version.text.split(/\r?\n/).filter((part) => part.trim() !== '')) children.push(paragraph([run(line)]));
  }
  if (input.choices.length > 0) {
    if (input.choicesHeading) children.push(paragraph([run(input.choicesHeading)], { heading: HeadingLevel.HEADING_2 }));
    for (const choice of input.choices) children.push(paragraph([run(`${choice.label}: `, { bold: true }), run(choice.value)]));
  }
  return Packer.toBuffer(new Document({ creator: 'SciComm Studio', title: xmlSafe(input.title), sections: [{ children }] }));
}
