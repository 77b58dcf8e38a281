import { describe, expect, it } from 'vitest';
import { audienceProfile, type AudienceLevel } from '../coaches/audience.ts';
import type { FeedbackRequest } from '../coaches/coach.ts';
import { everyKind, type ShownKinds } from '../findings/shown.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { measureText } from '../areas/sentences/text-measures.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';
import { audienceFeedback } from './half-life-feedback.ts';
import { wordKey } from '../measures/rare-words.ts';
import { wordLists } from '../measures/word-lists.ts';

describe('the words a rare-word list names', () => {
  it('names a Hebrew word once whatever prefix letters it carries, and an English word once whatever its case', () => {
    expect(new Set(['האלמוגים', 'שהאלמוגים', 'מאלמוגים', 'אלמוגים'].map(wordKey)).size).toBe(1);
    expect(wordKey('מתחממים')).not.toBe(wordKey('אלמוגים'));
    expect(wordKey('CRISPR')).toBe(wordKey('crispr'));
    // Three letters stay: a short word is not stripped to nothing.
    expect(wordKey('מים')).toBe('מים');
  });
});

describe('the score in the summary line', () => {
  // The walk's measure counted the date palm and the drone rare, and everyday words mid-frequency.
  const analyzer = createFakeJargonAnalyzer({
    rare: { תמר: 40, התמר: 30, תמרים: 40, והתמרים: 30, רחפן: 20, הרחפן: 10, epigenetics: 14 },
    mid: ['חקלאים', 'אבקה', 'האבקה', 'ניסיונות', 'נקבות', 'זכרים', 'ומפזרים', 'מטפסים'],
    alternatives: { epigenetics: ['heredity'] },
  });
  const feedbackOn = async (text: string, level: AudienceLevel, language: CoachLanguage, shown: ShownKinds = everyKind) => {
    const request: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: level, focus: ['jargon', 'wordCount'], words: { target: 120, min: 100, max: 140 }, language };
    const analysis = await analyzer.analyze(text);
    return audienceFeedback(request, analysis, measureText(text), audienceProfile(level), shown);
  };
  const summaryLine = (feedback: { messages: string[] }) => feedback.messages.at(-1) ?? '';
  // Every kind but the remark that names the text's rare words.
  const namingNoWord: ShownKinds = (kind) => kind !== 'jargon.forReaders';

  it('urges no higher score in a turn that names no word lowering it (a 2026-11-26 walk: a Hebrew text for children, 80, its rare word the date palm)', async () => {
    const w1 =
      'אני חוקרת בחוות ניסיונות בעמק הירדן איך לגדל תמרים טובים יותר. עץ התמר הוא עץ גבוה שגדל במקומות חמים ויבשים, כמו ליד ים המלח ובערבה. יש עצי תמר זכרים ויש עצי תמר נקבות. רק לנקבות יש פירות, אבל הן צריכות אבקה מהפרחים של הזכר כדי שיגדלו תמרים. היום חקלאים מטפסים על העצים ומפזרים את האבקה ביד, וזו עבודה קשה ומסוכנת. אני בודקת אם אפשר לפזר את האבקה בעזרת רחפן קטן שעף מעל העצים. בשנה שעברה ניסינו את הרחפן על 40 עצים, ובכל עץ גדלו בערך אותה כמות של תמרים כמו בעצים שהחקלאים טיפלו בהם ביד. המחקר חשוב כי כך החקלאים לא יצטרכו לטפס לגובה של בניין בן שלוש קומות, והתמרים ימשיכו להגיע לשולחן שלכם בראש השנה.';
    const said = { he: 'ציון ההתאמה שלכם לקהל הרחב היה', en: 'Your suitability for a general audience score was', ar: 'كانت درجة ملاءمتك للجمهور العام' };
    const urged = /90/u;
    for (const language of ['he', 'en', 'ar'] as const) {
      const feedback = await feedbackOn(w1, 'elementary', language, namingNoWord);
      expect((await analyzer.analyze(w1)).score).toBeLessThan(90);
      expect(summaryLine(feedback)).toContain(said[language]);
      expect(summaryLine(feedback)).not.toMatch(urged);
    }
  });

  // The words for the readers are in shadow (words-for-readers.ts), made where every kind is shown; they need the built word lists.
  it.skipIf(wordLists().frequencies.en === null)('urges a higher score only beside the remark that names the words lowering it', { timeout: 60_000 }, async () => {
    const text = 'We study epigenetics because it helps.';
    const named = await feedbackOn(text, 'adults', 'en');
    expect(named.findings.map((item) => item.kind)).toContain('jargon.forReaders');
    expect(summaryLine(named)).toMatch(/score was 83 \(aim above 90\);/u);
    const unnamed = await feedbackOn(text, 'adults', 'en', namingNoWord);
    expect(summaryLine(unnamed)).toMatch(/score was 83; you used 6 words/u);
    expect(summaryLine(unnamed)).not.toContain('aim above');
  });
});
