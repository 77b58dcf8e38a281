// Messages of the summary lines (feedback/half-life-feedback.ts, feedback/question-feedback.ts):
// the score and the word count, the line that holds the checks passed, and the prompt to reread
// with a question in mind where nothing was found.
import type { FindingCatalogue } from '../../findings/messages/catalogue.ts';

export const summaryMessages: FindingCatalogue = {
  en: {
    'summary.line': '{{- line}}',
    'summary.figures': '{{- figures}}.',
    'summary.separator': '; ',
    'summary.score': 'Your suitability for a general audience score was {{score}} (aim above 90)',
    'summary.scoreOnly': 'Your suitability for a general audience score was {{score}}',
    'summary.scoreGood': 'Your suitability for a general audience score was {{score}}, nicely done',
    'summary.notMeasured':
      'Your text is in a script the word lists do not cover (they are English, Hebrew and Arabic), so it has no score',
    'summary.words': 'you used {{used}} words (target {{target}}, {{min}}–{{max}})',
    'questions.noRemark':
      'Read your text once more with this question in mind before you revise it.',
  },
  he: {
    'summary.line': '{{- line}}',
    'summary.figures': '{{- figures}}.',
    'summary.separator': '; ',
    'summary.score': 'ציון ההתאמה שלכם לקהל הרחב היה {{score}} (כדאי לשאוף ליותר מ־90)',
    'summary.scoreOnly': 'ציון ההתאמה שלכם לקהל הרחב היה {{score}}',
    'summary.scoreGood': 'ציון ההתאמה שלכם לקהל הרחב היה {{score}}, יפה מאוד',
    'summary.notMeasured':
      'הטקסט שלכם כתוב בכתב שרשימות המילים לא מכסות (יש לנו אנגלית, עברית וערבית), ולכן אין לו ציון',
    'summary.words': 'השתמשתם ב־{{used}} מילים (היעד: {{target}}, {{min}}–{{max}})',
    'questions.noRemark': 'קראו את הטקסט שלכם שוב עם השאלה הזאת בראש לפני שתתקנו אותו.',
  },
  ar: {
    'summary.line': '{{- line}}',
    'summary.figures': '{{- figures}}.',
    'summary.separator': '؛ ',
    'summary.score': 'كانت درجة ملاءمتك للجمهور العام {{score}} (اسعَ إلى أكثر من 90)',
    'summary.scoreOnly': 'كانت درجة ملاءمتك للجمهور العام {{score}}',
    'summary.scoreGood': 'كانت درجة ملاءمتك للجمهور العام {{score}}، أحسنت صنعًا',
    'summary.notMeasured':
      'نصك مكتوب بخط لا تغطيه قوائم الكلمات (لدينا الإنجليزية والعبرية والعربية)، لذلك ليست له درجة',
    'summary.words': 'استخدمت {{used}} كلمة (الهدف {{target}}، {{min}}–{{max}})',
    'questions.noRemark': 'اقرأ نصك مرة أخرى مع وضع هذا السؤال في ذهنك قبل أن تنقّحه.',
  },
};
