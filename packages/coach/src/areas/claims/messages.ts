// Messages of the claims area (claim-strength.ts): a certainty or absolute word in a claim, its
// sentence quoted and its words named ({{words}} arrive quoted and joined), and what a careful
// writer says instead. Hebrew and Arabic address the writer without grammatical gender: Hebrew in
// the plural, Arabic through verbal nouns and the data as subject.
import type { FindingCatalogue } from '../../findings/messages/catalogue.ts';

export const claimsMessages: FindingCatalogue = {
  en: {
    'claims.proves':
      'In “{{sentence}}”, {{words}} claims more than data can: data support a conclusion, they do not prove it. Say what the data show (“suggests”, “is linked with”) and name what rules out other causes.',
    'claims.certain':
      'In “{{sentence}}”, {{words}} leaves no room for doubt that your data cannot remove: say what the data show, and where (“in the places we studied”).',
    'claims.forGood':
      'In “{{sentence}}”, {{words}} promises a complete, lasting result: say how much your results suggest it would change, and where (“in the places we studied, 35% fewer …”).',
    'claims.always':
      'In “{{sentence}}”, {{words}} claims it holds in every case: say where and how often your data show it (“in the places we studied”, “in 9 of 10 trials”).',
  },
  he: {
    'claims.proves':
      'ב־“{{sentence}}” הניסוח {{words}} טוען יותר ממה שנתונים יכולים: נתונים תומכים במסקנה ואינם מוכיחים אותה. כתבו מה הנתונים מראים (“מצביעים על”, “קשורים ל”), וציינו מה שולל הסברים אחרים.',
    'claims.certain':
      'ב־“{{sentence}}” הניסוח {{words}} לא משאיר מקום לספק, והנתונים לא יכולים לשלול אותו: כתבו מה הנתונים מראים, והיכן (“במקומות שבדקנו”).',
    'claims.forGood':
      'ב־“{{sentence}}” הניסוח {{words}} מבטיח תוצאה מלאה וקבועה: כתבו כמה התוצאות מרמזות שזה ישנה, והיכן (“במקומות שבדקנו, 35% פחות …”).',
    'claims.always':
      'ב־“{{sentence}}” הניסוח {{words}} טוען שזה נכון בכל מקרה: כתבו היכן ובאיזו תדירות הנתונים מראים זאת (“במקומות שבדקנו”, “ב־9 מתוך 10 ניסויים”).',
  },
  ar: {
    'claims.proves':
      'في «{{sentence}}» تدّعي عبارة {{words}} أكثر مما تستطيعه البيانات: البيانات تدعم الاستنتاج ولا تثبته. الأدق ذِكر ما تُظهره البيانات («تشير إلى»، «ترتبط بـ») وما يستبعد الأسباب الأخرى.',
    'claims.certain':
      'في «{{sentence}}» لا تترك عبارة {{words}} مجالًا لشك لا تستطيع البيانات نفيه: الأدق ذِكر ما تُظهره البيانات وأين («في الأماكن التي درسناها»).',
    'claims.forGood':
      'في «{{sentence}}» تعد عبارة {{words}} بنتيجة كاملة ودائمة: الأدق ذِكر مقدار التغيير الذي تشير إليه النتائج وأين («في الأماكن التي درسناها، أقل بنسبة 35% …»).',
    'claims.always':
      'في «{{sentence}}» تدّعي عبارة {{words}} أن الأمر يصحّ في كل حالة: الأدق ذِكر أين وكم مرة تُظهر البيانات ذلك («في الأماكن التي درسناها»، «في 9 من 10 تجارب»).',
  },
};
