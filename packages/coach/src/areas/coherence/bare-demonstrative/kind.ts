// A sentence opening with a bare "This" (pronouns.ts): the noun it points to, asked for.
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const bareDemonstrativeKind = ruleKind('coherence.pronouns.bareDemonstrative', form('coherence', 'statement'), {
  en: {
    'questions.pronouns.bare': '“{{sentence}}” starts with a bare “{{pronoun}}”: add the noun it points to right after it (for example “{{pronoun}} {{example}} …”).',
  },
  he: {
    'questions.pronouns.bare': 'המשפט “{{sentence}}” מתחיל ב־“{{pronoun}}” בלי שם עצם: כתבו את שם העצם שהוא מפנה אליו (למשל “{{example}} …”).',
  },
  ar: {
    'questions.pronouns.bare': 'تبدأ الجملة «{{sentence}}» بـ“{{pronoun}}” مجرّدًا: من المفيد إضافة الاسم الذي يعود إليه (مثلًا “{{pronoun}} {{example}} …”).',
  },
});
