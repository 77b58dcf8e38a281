// The De-Jargonizer reads uploads with the streaming .docx reader (@scicomm/jargon/docx-stream):
// on every .docx this server writes, and on the bench's upload, it must give the text mammoth
// gives.
import { streamDocxRawText } from '@scicomm/jargon/docx-stream';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildSummaryDocument } from '../exercises/summary-document.ts';
import { buildYourOwnDocument } from './build-your-own-doc.ts';
import { buildResultDocument } from '../text-analysis/docx-report.ts';
import { makeDocx } from '../text-analysis/test-support.ts';

const text = 'We found methylation in mice.\tLater we explain methylation, a chemical tag on DNA. CRISPR is used too.';
const forms = ['we', 'found', 'methylation', 'in', 'mice', 'later', 'we', 'explain', 'methylation', 'a', 'chemical', 'tag', 'on', 'dna', 'crispr', 'is', 'used', 'too'];

const documents: Record<string, () => Promise<Buffer>> = {
  'the result document': () =>
    buildResultDocument({
      name: 'Notes\u0007 & <more>',
      cleanedWords: forms,
      normalWords: ['dna'],
      rareWords: ['methylation', 'methylation', 'crispr'],
      words: [text, 'A second line.'],
      wordBands: forms.map((form) => (['methylation', 'crispr'].includes(form) ? 'rare' : form === 'dna' ? 'mid' : 'common')),
      period: 'English2021_2024',
      keyTerms: ['CRISPR'],
    }),
  'a Hebrew result document': () =>
    buildResultDocument({ name: 'הערות', cleanedWords: ['זמן', 'מחצית'], normalWords: [], rareWords: ['מחצית'], words: ['זמן מחצית החיים'], period: 'Hebrew2020_2024' }),
  'the exercise summary': () =>
    buildSummaryDocument({
      language: 'en',
      title: 'Half life',
      versions: [
        { label: 'First text', measures: '12 words · score 91', text: `${text}\n\nA second paragraph.` },
        { label: 'Second text', text: 'Shorter.' },
      ],
      choices: [{ label: 'Audience', value: 'Teenagers' }],
      choicesHeading: 'Your choices',
    }),
  'a right-to-left exercise summary': () =>
    buildSummaryDocument({ language: 'he', title: 'זמן מחצית', versions: [{ label: 'טקסט', text: 'זמן מחצית החיים' }], choices: [] }),
  'How to build a De-Jargonizer': () => buildYourOwnDocument(),
  "the tests' and the bench's uploads": () => makeDocx(`${'Cells divide fast in culture. '.repeat(400)}\nWritten by a student.\n\nThird line.`),
};

describe('the streamed text of the .docx files the server writes', () => {
  it.each(Object.keys(documents))('equals mammoth.extractRawText on %s', async (name) => {
    const buffer = await documents[name]!();
    const expected = (await mammoth.extractRawText({ buffer })).value;
    expect(expected.length).toBeGreaterThan(0);
    expect(await streamDocxRawText(buffer)).toBe(expected);
  });
});
