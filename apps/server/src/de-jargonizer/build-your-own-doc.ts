// "Build Your Own De-Jargonizer" (docs/product.md §2 About, §7 POST api/TextGrading/BuildYourOwnDeJargonizer):
// our own instructions, as a Word document, for making a De-Jargonizer dictionary for another
// language or corpus with the corpus builder of packages/jargon (corpus-builder.ts). Written
// once per process and kept.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { ENGLISH_COMMON_MIN, ENGLISH_MID_MIN } from '@scicomm/jargon/bands';
import { COMMON_PER_MILLION, MID_PER_MILLION } from '@scicomm/jargon/bands';

const heading = (text: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(text)] });
const paragraph = (text: string) =>
  new Paragraph({ children: [new TextRun(text)], spacing: { after: 120 } });
const code = (text: string) =>
  new Paragraph({
    children: [new TextRun({ text, font: 'Consolas', size: 20 })],
    spacing: { after: 120 },
    indent: { left: 360 },
  });
const step = (number: number, text: string) =>
  new Paragraph({
    children: [new TextRun({ text: `${number}. `, bold: true }), new TextRun(text)],
    spacing: { after: 80 },
  });

function content(): Paragraph[] {
  return [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      children: [new TextRun('How to build a De-Jargonizer')],
    }),
    paragraph(
      'The De-Jargonizer colours each word of a text by how often readers meet it: common words in black, ' +
        'mid-frequency words in orange and rare words in red. The English version counts words in about ' +
        '100 million words of BBC news per four-year window; the Hebrew version ranks the 10,000 most frequent ' +
        'Hebrew word forms. This guide shows how to make the same tool for another language, another period ' +
        'or another kind of reader, from texts that you collect.',
    ),
    heading('1. What you need'),
    paragraph(
      '• A computer with Node.js and a copy of the SciComm Studio source code (npm install in its folder).',
    ),
    paragraph(
      '• A folder of texts, as .txt (UTF-8) or .docx files, written for the readers you have in mind: news ' +
        'articles for the general public, school books for pupils, and so on. Sub-folders are read too.',
    ),
    paragraph(
      '• Permission to use the texts. Only word counts are kept, never the texts, but respect the licence of your ' +
        'sources all the same.',
    ),
    heading('2. How much text'),
    paragraph(
      'The more text, the finer the distinction between mid-frequency and rare words. As a rule of thumb: ' +
        'at least 10 million words gives results close to the English version; 2 to 10 million words still ' +
        'separates the three bands; under 2 million words, every word that occurs at all is at least ' +
        'mid-frequency, so the tool can then only tell known words from unknown ones.',
    ),
    heading('3. Choose a code'),
    paragraph(
      'A dictionary is named by a code: the name of the language in letters (any alphabet), the first year of ' +
        'your texts, an underscore and the last year, for example Francais2020_2024 or Español2019_2023. The ' +
        'built-in codes (English2012_2015 … English2021_2024 and Hebrew2016_2016) are taken.',
    ),
    heading('4. Build the dictionary'),
    step(1, 'Open a terminal in the SciComm Studio folder.'),
    step(2, 'Run the corpus builder with your folder and your code:'),
    code('npm run jargon -- build-corpus /path/to/my-texts --code Francais2020_2024'),
    step(
      3,
      'It reads every file, counts every word with the same rules as the analysis (letters of any script, ' +
        'apostrophes inside words, numbers, e-mail addresses and web addresses left out), and writes ' +
        'Francais2020_2024.jdict next to the built-in dictionaries (the folder set by DICTIONARY_DIR, by default ' +
        '.cache/dictionaries). Files it cannot read are listed and skipped.',
    ),
    step(4, 'Check the result on a text of your own:'),
    code('npm run jargon -- analyze sample.docx --period Francais2020_2024'),
    step(
      5,
      'Restart the site. Your code then appears in the period list of the De-Jargonizer page.',
    ),
    heading('5. How the bands are set'),
    paragraph(
      `The English thresholds are ${ENGLISH_COMMON_MIN.toLocaleString('en')} occurrences for a common word and ${ENGLISH_MID_MIN} for a mid-frequency word in about ` +
        `100 million words, that is ${COMMON_PER_MILLION} and ${MID_PER_MILLION} occurrences per million words. ` +
        `The corpus builder applies the same rates to the size of your corpus: a word is common when it occurs at ` +
        `least ${COMMON_PER_MILLION} times per million words of your texts, mid-frequency when it occurs at least ` +
        `${MID_PER_MILLION} times per million, and rare otherwise (or when it does not occur at all).`,
    ),
    paragraph(
      'The score is the same for every language: 100 − round(100 × (0.5 × mid-frequency words + rare words) / all ' +
        'words). A text for the general public should keep rare words to about 2% of its words.',
    ),
    heading('6. Tips'),
    paragraph(
      '• Prefer many different sources to a lot of text from one source: one author’s pet words otherwise become “common”.',
    ),
    paragraph(
      '• Keep the period short enough that the vocabulary is current, but long enough to give several million words.',
    ),
    paragraph(
      '• Languages that add prefixes or suffixes to words count each form separately; the Hebrew version ' +
        'removes common one-letter prefixes before looking a word up. Check a few texts by hand to see ' +
        'whether your language needs more text to compensate.',
    ),
    paragraph(
      '• Right-to-left languages work as they are: the result page and the downloaded document follow the text’s direction.',
    ),
    heading('7. The method'),
    paragraph(
      'The De-Jargonizer and its method are described in: Rakedzon T, Segev E, Chapnik N, Yosef R, Baram-Tsabari A ' +
        '(2017) Automatic jargon identifier for scientists engaging with the public and science communication ' +
        'educators. PLOS ONE 12(8): e0181742. https://doi.org/10.1371/journal.pone.0181742',
    ),
  ];
}

let cached: Promise<Buffer> | undefined;

export function buildYourOwnDocument(): Promise<Buffer> {
  cached ??= Packer.toBuffer(
    new Document({
      creator: 'SciComm Studio',
      title: 'How to build a De-Jargonizer',
      sections: [{ children: content() }],
    }),
  );
  return cached;
}
