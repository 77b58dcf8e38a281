import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { halfLifeScript } from '../scripts/half-life.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { runTurn } from './engine.ts';
import { countWords } from './word-count.ts';

// Texts of a 2026-11-26 walk (w1, Hebrew, elementary readers; w2, Hebrew answers on the English
// site, mixed adults): the coach said 116, 50 and 103 words while 115, 49 and 99 were stored.
const w1First =
  'אני חוקרת בחוות ניסיונות בעמק הירדן איך לגדל תמרים טובים יותר. עץ התמר הוא עץ גבוה שגדל במקומות חמים ויבשים, כמו ליד ים המלח ובערבה. יש עצי תמר זכרים ויש עצי תמר נקבות. רק לנקבות יש פירות, אבל הן צריכות אבקה מהפרחים של הזכר כדי שיגדלו תמרים. היום חקלאים מטפסים על העצים ומפזרים את האבקה ביד, וזו עבודה קשה ומסוכנת. אני בודקת אם אפשר לפזר את האבקה בעזרת רחפן קטן שעף מעל העצים. בשנה שעברה ניסינו את הרחפן על 40 עצים, ובכל עץ גדלו בערך אותה כמות של תמרים כמו בעצים שהחקלאים טיפלו בהם ביד. המחקר חשוב כי כך החקלאים לא יצטרכו לטפס לגובה של בניין בן שלוש קומות, והתמרים ימשיכו להגיע לשולחן שלכם בראש השנה.';
const w1Sixty =
  'אני חוקרת איך לגדל תמרים בקלות. עצי תמר נקבות צריכים אבקה מעצי תמר זכרים. בלי אבקה אין תמרים. היום חקלאים מטפסים על העצים הגבוהים ומפזרים את האבקה ביד. זו עבודה מסוכנת. ניסינו לפזר אבקה עם רחפן קטן על 40 עצים. על העצים האלה גדלו תמרים כמו על העצים שטופלו ביד.';
const w2First =
  'אני פוסט-דוקטורנט במחלקה לקרדיולוגיה בשיבא, ואני חוקר דיטקציה מוקדמת של פרפור פרוזדורים באמצעות ויירבלס. פרפור פרוזדורים הוא אריתמיה שכיחה, ורוב המטופלים אסימפטומטיים, כך שהדיאגנוזה מתבצעת לעיתים רק אחרי אירוע מוחי. בפרויקט שלנו אנחנו משתמשים בדאטה של פוטופלטיסמוגרפיה משעוני סמארטווטש, ומאמנים אלגוריתם דיפ לרנינג שמזהה אי-סדירות בקצב הלב. בקוהורט של 1,200 מטופלים מעל גיל 65, הסנסיטיביות של המודל הייתה 94% והספציפיות 91%, בהשוואה לאק"ג הולטר של 24 שעות. הוולידציה הקלינית עדיין בעיצומה, ואנחנו בודקים גם את הפרדיקציה של אירועים תרומבו-אמבוליים. אם האלגוריתם יעבור ולידציה, רופאי משפחה יוכלו לקבל התראה בזמן אמת ולהתחיל טיפול אנטי-קואגולנטי לפני שקורה אירוע מוחי, וכך להפחית תחלואה ותמותה באוכלוסייה המבוגרת.';

// The measure counts its cleaned words (no figures): the fake analyzer does as the real one.
const coach = createBuiltinCoach(createFakeJargonAnalyzer({ rare: { תמר: 10 } }));

async function answer(stage: number, text: string, language: 'he' | 'en') {
  const fields = { targetAudience: language === 'he' ? 'Elementary' : 'Adult', startTime: '2025-03-01T10:00:00.000Z' };
  return runTurn(halfLifeScript, { currentStage: stage, fields }, text, coach, { language, newId: () => 'id' });
}

describe('one word count: what the range checks, the coach shows and the row stores', () => {
  it.each([
    ['w1, 120 words, Hebrew site', 3, w1First, 'he', 'text120FirstTotalWords', 116],
    ['w1, 60 words, Hebrew site', 4, w1Sixty, 'he', 'text60TotalWords', 50],
    ['w2, 120 words, English site', 3, w2First, 'en', 'text120FirstTotalWords', 103],
  ] as const)('%s', async (_walk, stage, text, language, field, shown) => {
    expect(countWords(text)).toBe(shown);
    const result = await answer(stage, text, language);
    const said = result.messages.map((message) => message.text).join('\n');
    expect(said).toContain(language === 'he' ? `השתמשתם ב־${shown} מילים` : `you used ${shown} words`);
    expect(result.updatedHistory.fields[field]).toBe(shown);
  });
});
