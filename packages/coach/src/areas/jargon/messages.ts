// Messages of the jargon area: the terms explained or key (the words for the readers:
// words-for-readers/kind.ts).
// {{- name}} is a value the coach has already escaped (a list of highlighted words).
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const jargonMessages: FindingCatalogue = {
  en: {
    'jargon.explained.one': 'You explain {{- words}} where you use it: a reader can follow it without a simpler word.',
    'jargon.explained.many': 'You explain {{- words}} where you use them: a reader can follow them without simpler words.',
    'jargon.keyTerms.one': 'Your key term {{- words}} is not listed as jargon: your text needs it. If readers may not know it, explain it where it first appears.',
    'jargon.keyTerms.many': 'Your key terms {{- words}} are not listed as jargon: your text needs them. If readers may not know them, explain each where it first appears.',
    'summary.noRareWords': 'No rare word to ask about for these readers.',
  },
  he: {
    'jargon.explained.one': 'הסברתם את {{- words}} במקום שבו השתמשתם במונח: הקורא יכול להבין אותו גם בלי מילה פשוטה יותר.',
    'jargon.explained.many': 'הסברתם את {{- words}} במקום שבו השתמשתם במונחים: הקורא יכול להבין אותם גם בלי מילים פשוטות יותר.',
    'jargon.keyTerms.one': 'מונח המפתח שלכם {{- words}} לא מופיע ברשימת המילים שכדאי להחליף: הטקסט צריך אותו. אם הקוראים עלולים לא להכיר אותו, הסבירו אותו במקום שבו הוא מופיע לראשונה.',
    'jargon.keyTerms.many': 'מונחי המפתח שלכם {{- words}} לא מופיעים ברשימת המילים שכדאי להחליף: הטקסט צריך אותם. אם הקוראים עלולים לא להכיר אותם, הסבירו כל אחד מהם במקום שבו הוא מופיע לראשונה.',
    'summary.noRareWords': 'אין מילה נדירה שצריך לשאול עליה עבור הקוראים האלה.',
  },
  ar: {
    'jargon.explained.one': 'لقد شرحت {{- words}} حيث استخدمته: يستطيع القارئ أن يفهمه دون كلمة أبسط.',
    'jargon.explained.many': 'لقد شرحت {{- words}} حيث استخدمتها: يستطيع القارئ أن يفهمها دون كلمات أبسط.',
    'jargon.keyTerms.one': 'مصطلحك الأساسي {{- words}} ليس في قائمة المصطلحات الصعبة: نصك يحتاج إليه. إن كان القرّاء قد لا يعرفونه، فمن المفيد شرحه حيث يظهر أول مرة.',
    'jargon.keyTerms.many': 'مصطلحاتك الأساسية {{- words}} ليست في قائمة المصطلحات الصعبة: نصك يحتاج إليها. إن كان القرّاء قد لا يعرفونها، فمن المفيد شرح كلٍّ منها حيث يظهر أول مرة.',
    'summary.noRareWords': 'لا كلمة نادرة تستحق السؤال عنها لهؤلاء القرّاء.',
  },
};
