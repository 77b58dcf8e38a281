// A listed certainty or absolute word in the writer's own claim ("proves that", "will end heat
// deaths", "מוכיחים", "نهائيًا"; claim-strength.ts), verifiable from the words: its sentence quoted,
// its words named ({{words}} arrive quoted and joined, after "the wording", which agrees with one
// word or several), and what a careful writer says instead.
// Hebrew and Arabic address the writer without grammatical gender: Hebrew in the plural, Arabic
// through verbal nouns and the data as subject.
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const certaintyKind = ruleKind('claims.certainty', form('claims', 'question'), {
  en: {
    'claims.proves': 'In “{{sentence}}”, the wording {{words}} says your evidence proves it. Does it prove it, or suggest it? If it suggests it, say so (“suggests”, “is linked with”) and name what rules out other causes.',
    'claims.certain': 'In “{{sentence}}”, the wording {{words}} leaves no room for doubt. Does your evidence remove all doubt, or make it likely? If likely, say how sure you are and where (“in the places we studied”).',
    'claims.forGood': 'In “{{sentence}}”, the wording {{words}} promises a complete, lasting result. Does your evidence show that, or a smaller change? If smaller, say how much and where (“in the places we studied, 35% fewer …”).',
    'claims.always': 'In “{{sentence}}”, the wording {{words}} says it holds in every case. Does your evidence show every case, or most? If most, say where and how often (“in the places we studied”, “in 9 of 10 trials”).',
    'claims.everywhere': 'In “{{sentence}}”, the wording {{words}} asks it of every one of them. Does your evidence reach that far, or come from the places you studied? If from those places, say so, and what would show it works elsewhere (“in the two schools we studied; a trial in more schools would show whether …”).',
    'claims.best': 'In “{{sentence}}”, the wording {{words}} puts it above every other. Did your evidence compare it with the others, or show that it works? If it shows that it works, say that, and what it was compared with (“better than the usual method in our study”).',
    'claims.harmless': 'In “{{sentence}}”, the wording {{words}} says it harms no one. Does your evidence show no harm at all, or little harm in what was studied? If little, say what was tested and what was found (“no harm found in the 40 samples we tested”).',
  },
  he: {
    'claims.proves': 'ב־“{{sentence}}” הניסוח {{words}} אומר שהראיות שלכם מוכיחות זאת. האם הן מוכיחות, או מצביעות על כך? אם הן מצביעות, כתבו זאת (“מצביעים על”, “קשורים ל”), וציינו מה שולל הסברים אחרים.',
    'claims.certain': 'ב־“{{sentence}}” הניסוח {{words}} לא משאיר מקום לספק. האם הראיות שלכם שוללות כל ספק, או רק הופכות זאת לסביר? אם לסביר, כתבו עד כמה אתם בטוחים, והיכן (“במקומות שבדקנו”).',
    'claims.forGood': 'ב־“{{sentence}}” הניסוח {{words}} מבטיח תוצאה מלאה וקבועה. האם הראיות שלכם מראות זאת, או שינוי קטן יותר? אם קטן יותר, כתבו כמה והיכן (“במקומות שבדקנו, 35% פחות …”).',
    'claims.always': 'ב־“{{sentence}}” הניסוח {{words}} אומר שזה נכון בכל מקרה. האם הראיות שלכם מראות כל מקרה, או את רובם? אם את רובם, כתבו היכן ובאיזו תדירות (“במקומות שבדקנו”, “ב־9 מתוך 10 ניסויים”).',
    'claims.everywhere': 'ב־“{{sentence}}” הניסוח {{words}} מחיל זאת על כולם. האם הראיות שלכם מגיעות עד לשם, או באות מהמקומות שנבדקו? אם מהם, כתבו זאת, ומה יראה שזה עובד גם במקומות אחרים (“בשני בתי הספר שבדקנו; ניסוי בבתי ספר נוספים יראה אם …”).',
    'claims.best': 'ב־“{{sentence}}” הניסוח {{words}} מציב זאת מעל כל האפשרויות האחרות. האם הראיות שלכם השוו זאת לאחרות, או הראו שזה עובד? אם הראו שזה עובד, כתבו זאת, ולמה זה הושווה (“טוב יותר מהשיטה המקובלת במחקר שלנו”).',
    'claims.harmless': 'ב־“{{sentence}}” הניסוח {{words}} אומר שזה לא פוגע באף אחד. האם הראיות שלכם מראות שאין נזק כלל, או נזק מועט במה שנבדק? אם מועט, כתבו מה נבדק ומה נמצא (“לא נמצא נזק ב־40 הדגימות שבדקנו”).',
  },
  ar: {
    'claims.proves': 'في «{{sentence}}» تقول عبارة {{words}} إن الأدلة تثبت ذلك. هل تثبته الأدلة فعلًا، أم تشير إليه؟ إن كانت تشير إليه، فالأدق قول ذلك («تشير إلى»، «ترتبط بـ») وذِكر ما يستبعد الأسباب الأخرى.',
    'claims.certain': 'في «{{sentence}}» لا تترك عبارة {{words}} مجالًا للشك. هل تنفي الأدلة كل شك، أم تجعل الأمر مرجّحًا؟ إن كان مرجّحًا، فالأدق ذِكر درجة اليقين وأين («في الأماكن التي درسناها»).',
    'claims.forGood': 'في «{{sentence}}» تعد عبارة {{words}} بنتيجة كاملة ودائمة. هل تُظهر الأدلة ذلك، أم تغييرًا أصغر؟ إن كان أصغر، فالأدق ذِكر مقداره وأين («في الأماكن التي درسناها، أقل بنسبة 35% …»).',
    'claims.always': 'في «{{sentence}}» تقول عبارة {{words}} إن الأمر يصحّ في كل حالة. هل تُظهر الأدلة كل الحالات، أم معظمها؟ إن كان معظمها، فالأدق ذِكر أين وكم مرة («في الأماكن التي درسناها»، «في 9 من 10 تجارب»).',
    'claims.everywhere': 'في «{{sentence}}» تعمّم عبارة {{words}} الأمر على الجميع. هل تصل الأدلة إلى هذا الحد، أم تأتي من الأماكن التي شملتها الدراسة؟ إن كانت من تلك الأماكن، فالأدق قول ذلك وذِكر ما يُظهر نجاحه في أماكن أخرى («في المدرستين اللتين درسناهما؛ وتجربة في مدارس أخرى ستُظهر إن كان …»).',
    'claims.best': 'في «{{sentence}}» تضع عبارة {{words}} الأمر فوق كل البدائل. هل قارنته الأدلة بالبدائل الأخرى، أم أظهرت أنه يعمل؟ إن أظهرت أنه يعمل، فالأدق قول ذلك وذِكر ما قورن به («أفضل من الطريقة المعتادة في دراستنا»).',
    'claims.harmless': 'في «{{sentence}}» تقول عبارة {{words}} إنه لا يضرّ أحدًا. هل تُظهر الأدلة انعدام الضرر تمامًا، أم ضررًا قليلًا فيما شملته الدراسة؟ إن كان قليلًا، فالأدق ذِكر ما فُحص وما وُجد («لم نجد ضررًا في العيّنات الأربعين التي فحصناها»).',
  },
});
