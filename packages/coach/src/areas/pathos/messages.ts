// Messages of the pathos area (the value the writer shares with the readers): its heading, its
// lesson (feedback/rhetoric-feedback.ts) and the LLM coach's findings. Hebrew spells pathos
// "פאתוס", as the rest of the Hebrew coach does.
// {{- name}} is a value the coach has already escaped (a list of quoted excerpts).
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const pathosMessages: FindingCatalogue = {
  en: {
    'teach.pathos': 'In your summary, find the sentence where your readers meet the value you share with them. If none does yet, write one.',
    'pathos.heading': '<strong>Pathos (the value you share with your readers: “{{value}}”)</strong>',
    'pathos.valueNamed': 'Your summary names the value itself ({{- words}}).',
    'pathos.valueClose': 'It uses words close to it: {{- words}}.',
    'pathos.valueMissing': 'Where does your summary show readers how your work touches what they care about? If nowhere yet, add a sentence that does.',
    'pathos.answerNoButPresent': 'You answered No, yet some of its words are there ({{- words}}): make the link explicit.',
  },
  he: {
    'teach.pathos': 'מצאו בתקציר את המשפט שבו הקוראים פוגשים את הערך המשותף לכם. אם עדיין אין כזה, כתבו אחד.',
    'pathos.heading': '<strong>פאתוס (הערך המשותף לכם ולקוראים: "{{value}}")</strong>',
    'pathos.valueNamed': 'התקציר שלכם מזכיר את הערך עצמו ({{- words}}).',
    'pathos.valueClose': 'הוא משתמש במילים קרובות אליו: {{- words}}.',
    'pathos.valueMissing': 'איפה התקציר מראה לקוראים איך העבודה שלכם נוגעת במה שחשוב להם? אם עוד לא, הוסיפו משפט שעושה זאת.',
    'pathos.answerNoButPresent': 'עניתם "לא", אבל חלק מהמילים שלו נמצאות שם ({{- words}}): הפכו את הקשר למפורש.',
  },
  ar: {
    'teach.pathos': 'أين في ملخصك الجملة التي يلتقي فيها قرّاؤك بالقيمة المشتركة بينكم؟ إن لم تكن هناك جملة كهذه بعد، فمن المفيد كتابة واحدة.',
    'pathos.heading': '<strong>الباثوس (القيمة المشتركة بينك وبين قرّائك: «{{value}}»)</strong>',
    'pathos.valueNamed': 'يذكر ملخصك القيمة نفسها ({{- words}}).',
    'pathos.valueClose': 'يستخدم كلمات قريبة منها: {{- words}}.',
    'pathos.valueMissing': 'أين يُظهر ملخصك للقرّاء كيف يمسّ عملك ما يهمّهم؟ إن لم يفعل بعد، فمن المفيد إضافة جملة تفعل ذلك.',
    'pathos.answerNoButPresent': 'أجبت «لا»، لكن بعض كلماتها موجودة ({{- words}}): من المفيد جعل الصلة صريحة.',
  },
};
