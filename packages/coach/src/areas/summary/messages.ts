// Messages of the summary lines (feedback/half-life-feedback.ts, feedback/question-feedback.ts):
// the score and the word count, the line that holds the checks passed, and the prompt to reread
// with a question in mind where nothing was found. `summary.words` and `summary.unfamiliarForReaders` are counted
// messages (testing/plural-forms.ts): one form per plural category of each language.
import { PRAISED_SCORE_ABOVE } from '@scicomm/jargon/score';
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const summaryMessages: FindingCatalogue = {
  en: {
    'summary.line': '{{- line}}',
    'summary.figures': '{{- figures}}.',
    'summary.separator': '; ',
    'summary.score': `Your suitability for a general audience score was {{score}} (aim above ${PRAISED_SCORE_ABOVE})`,
    'summary.scoreOnly': 'Your suitability for a general audience score was {{score}}',
    'summary.notMeasured':
      'Your text is in a script the word lists do not cover (they are English, Hebrew and Arabic), so it has no score',
    'summary.words_one': 'you used {{used}} word (target {{target}}, {{min}}–{{max}})',
    'summary.words_other': 'you used {{used}} words (target {{target}}, {{min}}–{{max}})',
    'summary.unfamiliarForReaders_one': 'one word of your text is rare or mid-frequency and not explained: {{readers}} may not know it',
    'summary.unfamiliarForReaders_other': '{{count}} different words of your text are rare or mid-frequency and not explained: {{readers}} may not know them',
  },
  he: {
    'summary.line': '{{- line}}',
    'summary.figures': '{{- figures}}.',
    'summary.separator': '; ',
    'summary.score': `ציון ההתאמה שלכם לקהל הרחב היה {{score}} (כדאי לשאוף ליותר מ־${PRAISED_SCORE_ABOVE})`,
    'summary.scoreOnly': 'ציון ההתאמה שלכם לקהל הרחב היה {{score}}',
    'summary.notMeasured':
      'הטקסט שלכם כתוב בכתב שרשימות המילים לא מכסות (יש לנו אנגלית, עברית וערבית), ולכן אין לו ציון',
    'summary.words_one': 'השתמשתם במילה אחת (היעד: {{target}}, {{min}}–{{max}})',
    'summary.words_two': 'השתמשתם ב־{{used}} מילים (היעד: {{target}}, {{min}}–{{max}})',
    'summary.words_other': 'השתמשתם ב־{{used}} מילים (היעד: {{target}}, {{min}}–{{max}})',
    'summary.unfamiliarForReaders_one': 'מילה אחת בטקסט שלכם נדירה או בשכיחות בינונית ואינה מוסברת: ייתכן שהיא לא מוכרת עבור {{readers}}',
    'summary.unfamiliarForReaders_two': 'שתי מילים שונות בטקסט שלכם נדירות או בשכיחות בינונית ואינן מוסברות: ייתכן שהן לא מוכרות עבור {{readers}}',
    'summary.unfamiliarForReaders_other': '{{count}} מילים שונות בטקסט שלכם נדירות או בשכיחות בינונית ואינן מוסברות: ייתכן שהן לא מוכרות עבור {{readers}}',
  },
  ar: {
    'summary.line': '{{- line}}',
    'summary.figures': '{{- figures}}.',
    'summary.separator': '؛ ',
    'summary.score': `كانت درجة ملاءمتك للجمهور العام {{score}} (الهدف أكثر من ${PRAISED_SCORE_ABOVE})`,
    'summary.scoreOnly': 'كانت درجة ملاءمتك للجمهور العام {{score}}',
    'summary.notMeasured':
      'نصك مكتوب بخط لا تغطيه قوائم الكلمات (لدينا الإنجليزية والعبرية والعربية)، لذلك ليست له درجة',
    'summary.words_zero': 'لم تُستخدم أي كلمة (الهدف {{target}}، {{min}}–{{max}})',
    'summary.words_one': 'استخدمت كلمة واحدة (الهدف {{target}}، {{min}}–{{max}})',
    'summary.words_two': 'استخدمت كلمتين (الهدف {{target}}، {{min}}–{{max}})',
    'summary.words_few': 'استخدمت {{used}} كلمات (الهدف {{target}}، {{min}}–{{max}})',
    'summary.words_many': 'استخدمت {{used}} كلمة (الهدف {{target}}، {{min}}–{{max}})',
    'summary.words_other': 'استخدمت {{used}} كلمة (الهدف {{target}}، {{min}}–{{max}})',
    'summary.unfamiliarForReaders_zero': 'لا كلمة في نصك نادرة أو متوسطة الشيوع غير مشروحة قد لا يعرفها {{readers}}',
    'summary.unfamiliarForReaders_one': 'في نصك كلمة واحدة نادرة أو متوسطة الشيوع غير مشروحة قد لا يعرفها {{readers}}',
    'summary.unfamiliarForReaders_two': 'في نصك كلمتان مختلفتان نادرتان أو متوسطتا الشيوع غير مشروحتين قد لا يعرفهما {{readers}}',
    'summary.unfamiliarForReaders_few': 'في نصك {{count}} كلمات مختلفة نادرة أو متوسطة الشيوع غير مشروحة قد لا يعرفها {{readers}}',
    'summary.unfamiliarForReaders_many': 'في نصك {{count}} كلمة مختلفة نادرة أو متوسطة الشيوع غير مشروحة قد لا يعرفها {{readers}}',
    'summary.unfamiliarForReaders_other': 'في نصك {{count}} كلمة مختلفة نادرة أو متوسطة الشيوع غير مشروحة قد لا يعرفها {{readers}}',
  },
};
