// Messages of the importance area (why the work matters to its readers): a comparison young
// readers can picture, a figure they can picture. No built-in rule makes them; the LLM coach
// says its findings with them (llm/llm-findings.ts).
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const importanceMessages: FindingCatalogue = {
  en: {
    'importance.askComparisonIn':
      'Could you add one everyday comparison young readers can picture (“it works like …”), for example to “{{sentence}}”?',
    'importance.askPictureNumber': 'Can they picture {{figure}}? If not, compare it with something they know.',
  },
  he: {
    'importance.askComparisonIn': 'תוכלו להוסיף השוואה יומיומית אחת שקוראים צעירים יכולים לדמיין ("זה עובד כמו …"), למשל למשפט "{{sentence}}"?',
    'importance.askPictureNumber': 'האם הם יכולים לדמיין {{figure}}? אם לא, השוו את זה למשהו שהם מכירים.',
  },
  ar: {
    'importance.askComparisonIn': 'هل يمكنك إضافة تشبيه يومي واحد يستطيع القرّاء الصغار تخيّله («إنه يعمل مثل …»)، مثلًا للجملة «{{sentence}}»؟',
    'importance.askPictureNumber': 'هل يستطيعون تخيّل {{figure}}؟ إن لم يكن، فمن المفيد مقارنته بشيء يعرفونه.',
  },
};
