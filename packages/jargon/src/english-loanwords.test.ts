// Hebrew and Arabic terms read as the English words they were borrowed from, on the real English
// dictionary and WordNet (english-loanwords.ts; docs/de-jargonizer.md "How a suggestion is chosen").
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { EnglishLoanwords } from './english-loanwords.ts';
import { englishUsage } from './english-usage.ts';
import { loadDictionaries } from './load.ts';
import { DEFAULT_PERIOD } from './period-code.ts';

let loanwords: EnglishLoanwords;

beforeAll(() => {
  buildDictionaries();
  loanwords = new EnglishLoanwords(loadDictionaries().get(DEFAULT_PERIOD), englishUsage());
}, 180_000);

const english = (word: string, language: 'he' | 'ar' = 'he') => loanwords.match(word, language)?.english ?? null;

describe('English loanwords', () => {
  it('reads Arabic by its own spelling: ال the article, a first و or ي a consonant, ه an h, a vowel letter inside the stem', () => {
    // الليبيرالي is not illiberal, nor يستروس (وستروس behind و) oestrus, nor أندوفر handover.
    expect(english('الليبيرالي', 'ar')).not.toBe('illiberal');
    expect(english('ويستروس', 'ar')).toBeNull();
    expect(english('أندوفر', 'ar')).toBeNull();
    // صرفية (morphological) and الكلسية (calcareous) write no long vowel: Arabic words, not cervical or classical.
    expect(english('صرفية', 'ar')).toBeNull();
    expect(english('الكلسية', 'ar')).toBeNull();
    expect(english('هولوكوست', 'ar')).toBe('holocaust');
  });

  it('reads an Arabic -on or -in whole, -يا as a noun in -ia or -y, and no rare English word or unused name', () => {
    expect(english('جيلاتين', 'ar')).toBe('gelatin');
    expect(english('النيوترون', 'ar')).toBe('neutron');
    expect(english('الإنتروبيا', 'ar')).toBe('entropy');
    expect(english('بيداغوجيا', 'ar')).toBe('pedagogy');
    // bucsit, a surname nobody writes, is no rival of bauxite; basileus is too rare for a borrowing.
    expect(english('البوكسيت', 'ar')).toBe('bauxite');
    expect(english('باسيليوس', 'ar')).toBeNull();
    // إليكترونية is electronic, not the noun electron.
    expect(english('إليكترونية', 'ar')).toBeNull();
  });

  it('reads a term behind prefix letters or clitics and a plural or adjective ending', () => {
    expect(english('ההיפוקמפוס')).toBe('hippocampus');
    expect(english('המטבוליטים')).toBe('metabolite');
    expect(english('הטרנסקריפציה')).toBe('transcription');
    expect(english('הקריפטוגרפי')).toBe('cryptographic');
    expect(english('الميتوكوندريا', 'ar')).toBe('mitochondrion');
    expect(english('السيتوبلازم', 'ar')).toBe('cytoplasm');
  });

  it('marks the definitions with the English word, a field sense first', () => {
    const found = loanwords.match('הקומפיילר', 'he');
    expect(found?.english).toBe('compiler');
    expect(found?.definitions[0]).toMatch(/^\(computer science\)/u);
  });

  it('gives nothing to everyday Hebrew and Arabic words that happen to share consonants', () => {
    // קופאית (a cashier) is not cubical, חלוציים (pioneering) not clausal, متراصة (compact) not mattress.
    for (const word of ['הקופאית', 'חלוציים', 'רעשנים', 'שכשהחקלאים', 'ההתאבכות', 'סיבוכיות']) expect(english(word)).toBeNull();
    expect(english('متراصة', 'ar')).toBeNull();
    expect(english('المشبكية', 'ar')).toBeNull();
  });

  it('gives nothing where a name spells the word as well as a term does', () => {
    // שקלטון is Shackleton, not skeleton; גרינווד Greenwood, not greenweed.
    expect(english('שקלטון')).toBeNull();
    expect(english('גרינווד')).toBeNull();
  });

  it('reads a word of four consonants only where it writes two vowel letters, as chance matches abound', () => {
    expect(english('הציטוקינים')).toBe('cytokine');
    // קוביין (Cobain) reached coven; פולסר writes one vowel letter.
    expect(english('קוביין')).toBeNull();
    expect(english('פולסר')).toBeNull();
  });

  it('never reads a plural as an -y noun, nor a word without a final vowel as one with it', () => {
    // האפידמיולוגים are epidemiologists, not epidemiology; אסטרונום an astronomer, not astronomy.
    expect(english('האפידמיולוגים')).toBeNull();
    expect(english('אסטרונום')).toBeNull();
  });
});
