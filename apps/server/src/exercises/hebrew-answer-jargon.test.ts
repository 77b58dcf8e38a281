// A plain everyday Hebrew Half Life answer gets no word listed as jargon (docs/de-jargonizer.md
// "Hebrew word forms"): the exercise measures it with the Hebrew list, whose prefix, inflection,
// verb and pronoun-ending rules find everyday forms such as מדדנו, גילינו, תשמרו or בשבילכם, on
// the real route with the real dictionaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { ExerciseSession } from './exercise-test-client.ts';

// Two answers in everyday Hebrew, full of verbs in the first and second person and of words with
// attached pronouns: children's sleep (122 words) and trees in the city (111 words). Before the
// verb and pronoun-ending rules each had 3 rare forms (שלמדו נבין ינוחו; מדדנו לעירייה תשמרו).
const answers = {
  sleep:
    'המחקר שלי עוסק בשינה של ילדים. אני רוצה לדעת למה חלק מהילדים ישנים טוב וחלק לא. ' +
    'אנחנו שואלים הורים כמה שעות הילד ישן בלילה, מתי הוא הולך לישון ומה הוא עושה לפני השינה. ' +
    'אחר כך אנחנו בודקים איך הילדים מרגישים בבוקר ואיך הם לומדים בבית הספר. ' +
    'כבר ראינו שילדים שמשחקים בטלפון לפני השינה נרדמים מאוחר יותר וקמים עייפים. ' +
    'זה חשוב כי שינה טובה עוזרת לילדים לזכור את מה שלמדו, להיות רגועים יותר ולהרגיש טוב עם החברים שלהם. ' +
    'אם נבין מה עוזר לילדים לישון, נוכל לתת להורים עצות פשוטות שכל משפחה יכולה לעשות בבית. ' +
    'למשל, לכבות את המסכים שעה לפני השינה, לקרוא ספר יחד או ללכת לישון באותה שעה בכל ערב. ' +
    'כך הילדים יהיו שמחים ובריאים יותר, וגם ההורים ינוחו קצת יותר בערב.',
  trees:
    'אני חוקר עצים בעיר. בקיץ האחרון מדדנו את החום ברחובות שיש בהם הרבה עצים, וברחובות שאין בהם עצים בכלל. ' +
    'גילינו שברחוב עם עצים היה פחות חם בכמה מעלות, גם בצהריים. ' +
    'אנשים שגרים שם סיפרו לנו שהם יוצאים יותר מהבית, הולכים ברגל ופוגשים את השכנים שלהם. ' +
    'למה זה חשוב? כי הקיץ אצלנו נעשה חם יותר כל שנה, וקשה לאנשים מבוגרים ולילדים לצאת החוצה. ' +
    'אם יהיו עצים בכל רחוב, נוכל לעזור להם. אנחנו רוצים להראות לעירייה איפה כדאי לשים עצים קודם, וכמה מים הם צריכים. ' +
    'אם יש לכם עץ ליד הבית, תשמרו עליו. הוא עובד בשבילכם כל יום, גם כשאתם לא שמים לב. ' +
    'ספרו לחברים שלכם, ואולי יחד נצליח לשנות את העיר שלנו.',
};

// The score line of a text with no rare word: above 90, nothing to urge higher, no praise.
const scoreWithoutPraise = {
  en: /Your suitability for a general audience score was \d+;/u,
  he: /ציון ההתאמה שלכם לקהל הרחב היה \d+;/u,
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

describe('the jargon feedback on a plain Hebrew Half Life answer', () => {
  for (const [topic, answer] of Object.entries(answers)) {
    for (const language of ['en', 'he'] as const) {
      it(`lists no word of the answer on ${topic} as jargon (site in ${language})`, async () => {
        const session = new ExerciseSession(app, '/api/HalfLife');
        session.language = language;
        await session.send(null);
        await session.send('4');
        const feedback = (await session.send(answer)).join('\n');
        expect(session.stage).toBe(4);
        const history = session.history;
        expect(history.text120FirstTotalWords).toBeGreaterThanOrEqual(100);
        expect(history.text120FirstRareWords).toBe(0);
        expect(String(history.text120FirstJargon ?? '')).toBe('');
        expect(feedback).toMatch(scoreWithoutPraise[language]);
        expect(feedback).not.toContain('rare-word');
      });
    }
  }
});
