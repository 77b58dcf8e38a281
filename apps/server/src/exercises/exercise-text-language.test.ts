// The measure's language comes from the answer, not the site (docs/exercises.md "The measure's
// language"): a plain Hebrew Half Life answer, sent with the site in English and in Hebrew, is
// measured with the Hebrew list, on the real route with the real dictionaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';

// 122 words on children's sleep, in everyday Hebrew.
const hebrewAnswer =
  'המחקר שלי עוסק בשינה של ילדים. אני רוצה לדעת למה חלק מהילדים ישנים טוב וחלק לא. ' +
  'אנחנו שואלים הורים כמה שעות הילד ישן בלילה, מתי הוא הולך לישון ומה הוא עושה לפני השינה. ' +
  'אחר כך אנחנו בודקים איך הילדים מרגישים בבוקר ואיך הם לומדים בבית הספר. ' +
  'כבר ראינו שילדים שמשחקים בטלפון לפני השינה נרדמים מאוחר יותר וקמים עייפים. ' +
  'זה חשוב כי שינה טובה עוזרת לילדים לזכור את מה שלמדו, להיות רגועים יותר ולהרגיש טוב עם החברים שלהם. ' +
  'אם נבין מה עוזר לילדים לישון, נוכל לתת להורים עצות פשוטות שכל משפחה יכולה לעשות בבית. ' +
  'למשל, לכבות את המסכים שעה לפני השינה, לקרוא ספר יחד או ללכת לישון באותה שעה בכל ערב. ' +
  'כך הילדים יהיו שמחים ובריאים יותר, וגם ההורים ינוחו קצת יותר בערב.';

// Words any Hebrew reader knows; with the English list every one of them was "rare".
const everydayWords = ['המחקר', 'שלי', 'עוסק', 'ילדים', 'הורים', 'לישון', 'בבית', 'חשוב', 'טוב', 'שעה'];

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

async function answerHalfLife(language: string, answer: string) {
  const session = new ExerciseSession(app, '/api/HalfLife');
  session.language = language;
  await session.send(null);
  await session.send('4');
  const feedback = (await session.send(answer)).join('\n');
  return { session, feedback };
}

describe('the language an exercise answer is measured in', () => {
  for (const language of ['en', 'he']) {
    it(`measures a Hebrew answer with the Hebrew list when the site is in ${language === 'en' ? 'English' : 'Hebrew'}`, async () => {
      const { session, feedback } = await answerHalfLife(language, hebrewAnswer);
      expect(session.stage).toBe(4);
      const history = session.history;
      expect(history.text120FirstTotalWords).toBe(122);
      // The measure's own figures for this text on Hebrew2016_2016: 8 rare forms (inflections
      // the 10,000-form list lacks, such as נרדמים), score 88; with the English list it was 0.
      expect(history.text120FirstJargonScore).toBeGreaterThanOrEqual(80);
      expect(history.text120FirstRareWords).toBeLessThanOrEqual(10);
      const flagged = String(history.text120FirstJargon ?? '');
      for (const word of everydayWords) {
        expect(flagged).not.toContain(word);
        // A word the coach points at is set off in its own element (a span or <strong>).
        expect(feedback).not.toContain(`>${word}<`);
      }
      // No English WordNet words offered for Hebrew ones.
      expect(feedback).not.toMatch(/simpler: [a-z]/);
      expect(feedback).not.toMatch(/פשוטות יותר: [a-z]/);
    });
  }

  it('still measures an English answer with the default English period when the site is in Hebrew', async () => {
    const { session } = await answerHalfLife('he', essay(120));
    expect(session.stage).toBe(4);
    expect(String(session.history.text120FirstJargon)).toMatch(/epigenetics/i);
  });
});
