import { describe, expect, it } from 'vitest';
import { endsSentenceAfter, sentenceSpans } from './sentences.ts';

const sentences = (text: string, joinWrapped = false) => sentenceSpans(text, joinWrapped).map(({ start, end }) => text.slice(start, end));

describe('sentenceSpans', () => {
  it('ends a sentence at . ! ? or … before a space or the end, trimmed of the spaces around it', () => {
    expect(sentences('  Cells divide. Do they?  Yes!  Then… they rest.')).toEqual(['Cells divide.', 'Do they?', 'Yes!', 'Then…', 'they rest.']);
  });

  it('ends an Arabic sentence at its question mark ؟ and full stop ۔, not at its comma ، or semicolon ؛', () => {
    expect(sentences('هل تعرف الزيتون؟ إنه شجرة قديمة، وثماره مفيدة؛ نأكلها كل يوم. وتعيش طويلًا۔ نعم!')).toEqual([
      'هل تعرف الزيتون؟',
      'إنه شجرة قديمة، وثماره مفيدة؛ نأكلها كل يوم.',
      'وتعيش طويلًا۔',
      'نعم!',
    ]);
  });

  it('keeps closing quotes and brackets with the sentence they close', () => {
    expect(sentences('She said “it works.” Then she left. (We agreed.) It “works?!” Yes.')).toEqual([
      'She said “it works.”',
      'Then she left.',
      '(We agreed.)',
      'It “works?!”',
      'Yes.',
    ]);
  });

  it('does not end a sentence at an abbreviation, a decimal or a dot inside a word', () => {
    expect(sentences('Some mice, e.g. the old ones, died. Smith et al. showed it at 3.5 mm. Dr. Levi agreed (cf. Fig. 2).')).toEqual([
      'Some mice, e.g. the old ones, died.',
      'Smith et al. showed it at 3.5 mm.',
      'Dr. Levi agreed (cf. Fig. 2).',
    ]);
  });

  it('does not end a sentence at a shortened name before its number ("Rec. 2020"), and ends one at a word before a figure', () => {
    expect(sentences('It covers most of the Rec. 2020 colour range. It is bright.')).toEqual(['It covers most of the Rec. 2020 colour range.', 'It is bright.']);
    expect(sentences('We sampled 40 rivers. 12 were clean.')).toEqual(['We sampled 40 rivers.', '12 were clean.']);
  });

  it('does not end a sentence at the initial of a species name ("E. coli"), in any script', () => {
    expect(sentences('We grew E. coli overnight. It doubled.')).toEqual(['We grew E. coli overnight.', 'It doubled.']);
    expect(sentences('تحمل بكتيريا الإشريكية القولونية (E. coli) جينات المقاومة. نقيسها.')).toEqual(['تحمل بكتيريا الإشريكية القولونية (E. coli) جينات المقاومة.', 'نقيسها.']);
  });

  it('does not end an Arabic sentence at the dot of "د." (Dr) or "أ.د." (Prof Dr)', () => {
    expect(sentences('أعمل مع د. ليلى حداد في المختبر. نقيس السكر.')).toEqual(['أعمل مع د. ليلى حداد في المختبر.', 'نقيس السكر.']);
    expect(sentences('أشرف أ.د. سامي على البحث.')).toEqual(['أشرف أ.د. سامي على البحث.']);
  });

  it('ends a sentence at calcium\'s symbol before a capital ("… Si and Ca. Right now", w71), not at "ca." (circa)', () => {
    expect(sentences('It carries lots of Fe, Mn, Si and Ca. Right now the plants flash it. They weigh ca. 30 g each.')).toEqual([
      'It carries lots of Fe, Mn, Si and Ca.',
      'Right now the plants flash it.',
      'They weigh ca. 30 g each.',
    ]);
  });

  it('ends a sentence at an acronym in capitals that looks like a title ("GC-MS.", "MS."), and not at "Ms."', () => {
    expect(sentences('We weigh them with GC-MS. בחממה אנחנו בודקים חיישן. Ms. Cohen agreed.')).toEqual([
      'We weigh them with GC-MS.',
      'בחממה אנחנו בודקים חיישן.',
      'Ms. Cohen agreed.',
    ]);
  });

  it('ends a sentence at "etc." only before a capital letter', () => {
    expect(sentences('Beans, peas, etc. are legumes. We ate beans, peas, etc. Then we slept.')).toEqual([
      'Beans, peas, etc. are legumes.',
      'We ate beans, peas, etc.',
      'Then we slept.',
    ]);
  });

  it('reads "spp.", "esp." and "approx." as shortenings unless a capital letter follows', () => {
    expect(sentences('Fungi such as Russula spp. that wrap the roots link trees, esp. in winter. We study Russula spp. Then we map them.')).toEqual([
      'Fungi such as Russula spp. that wrap the roots link trees, esp. in winter.',
      'We study Russula spp.',
      'Then we map them.',
    ]);
    expect(sentences('It weighs approx. 5 kg. It floats.')).toEqual(['It weighs approx. 5 kg.', 'It floats.']);
  });

  it('ends a sentence at a line break between short lines, list items and headings, and gives none for blank lines', () => {
    expect(sentences('A heading\r\n\r\n- a list item\nthe next line. Two.')).toEqual(['A heading', '- a list item', 'the next line.', 'Two.']);
  });

  it('goes on over a line break that wraps a long line mid-sentence, as a PDF or an e-mail has them, when asked to', () => {
    const wrapped = 'Scientists used CRISPR, a tool that cuts DNA at a\nchosen place, to repair the faulty gene. Cells divide and\r\ngrow. The mice were kept at room temperature for the\nThird week of the trial.';
    expect(sentences(wrapped, true)).toEqual([
      'Scientists used CRISPR, a tool that cuts DNA at a\nchosen place, to repair the faulty gene.',
      'Cells divide and\r\ngrow.',
      // "the" ends no sentence, whatever case the next line opens with.
      'The mice were kept at room temperature for the\nThird week of the trial.',
    ]);
    // A line that ends on a word, before a capital: a title above its text, not one sentence.
    expect(sentences('Methylation and gene activity in the liver samples\nResults were mixed.', true)).toEqual([
      'Methylation and gene activity in the liver samples',
      'Results were mixed.',
    ]);
    // A stop, a colon or a short line ends its line; so do a list item, a heading, a table row and a blank line.
    expect(sentences('We took three samples from each of the sites:\nthe river, the lake.', true)).toEqual(['We took three samples from each of the sites:', 'the river, the lake.']);
    expect(sentences('Results and\nmethods', true)).toEqual(['Results and', 'methods']);
    expect(sentences('- the first sample, taken from the river in the\n- the second one', true)).toEqual(['- the first sample, taken from the river in the', '- the second one']);
    expect(sentences('The samples were taken from the river and the\n\nlake.', true)).toEqual(['The samples were taken from the river and the', 'lake.']);
    expect(sentences('The samples were taken from the river and the\r\n\r\nlake.', true)).toEqual(['The samples were taken from the river and the', 'lake.']);
    expect(sentences('The samples were taken from the river and the\n| lake | 2 |', true)).toEqual(['The samples were taken from the river and the', '| lake | 2 |']);
    expect(sentences('הדגימות נלקחו מהנהר ומהאגם שליד הכפר בשבוע\nהשלישי של הניסוי.', true)).toEqual(['הדגימות נלקחו מהנהר ומהאגם שליד הכפר בשבוע\nהשלישי של הניסוי.']);
    // By default (the coach's measures) every line break ends one: an answer typed line by line.
    expect(sentences('we measured the water temperature every day for a month\nthe corals turned white when it passed thirty degrees')).toEqual([
      'we measured the water temperature every day for a month',
      'the corals turned white when it passed thirty degrees',
    ]);
  });

  it('gives the offsets in the text', () => {
    expect(sentenceSpans(' One. Two')).toEqual([
      { start: 1, end: 5 },
      { start: 6, end: 9 },
    ]);
    expect(sentenceSpans('   ')).toEqual([]);
  });

  it('reads a boundary from the characters around it alone', () => {
    const text = 'It works.” Then';
    expect(endsSentenceAfter(text, text.indexOf('.'))).toBe(false);
    expect(endsSentenceAfter(text, text.indexOf('”'))).toBe(true);
  });
});
