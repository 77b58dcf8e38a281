// Messages of the Critical Thinking area (the summary's purpose, data, conclusions and what they
// mean): the LLM coach's findings (the rules' are in their kind.ts). Hebrew
// addresses the writer in the plural, Arabic without grammatical gender.
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const criticalThinkingMessages: FindingCatalogue = {
  en: {
    'questions.ct.purposeMissing':
      'Your summary never states its purpose outright: add a sentence such as “This study aims to …” near the start.',
    'questions.ct.purposeLate': 'Does one of your first three sentences say what the work set out to do? I could not find it there, and readers look for it at the start.',
    'questions.ct.purposeStated':
      'Your summary states its purpose near the start; check that it says the same as your answer.',
    'questions.ct.answerIsTopic': 'Your answer names a topic rather than asking a question.',
    'questions.ct.askPrecise':
      'Write your research question as one direct question that names what you compare or change and what you measure, e.g. “Does X change Y in Z?”: what are your X, Y and Z?',
    'questions.ct.answerWithoutData':
      'Your answer names no figure or finding: write the one result your conclusions rest on, with its number.',
    'questions.ct.noEvidence':
      'Your summary has no figure, study or observation to back its claims: add the one result your conclusion rests on.',
    'questions.ct.unsupportedClaim':
      '“{{claim}}” is a strong claim with no figure, study or observation beside it: support it, or soften it (“suggests”, “in our sample”).',
    'questions.ct.overstatedClaim':
      '“{{claim}}” says your data prove it; data support a conclusion rather than prove it, so say what they show (“our results show”, “in our sample”).',
    'questions.ct.hedged':
      'Your conclusions are qualified ({{list}}) rather than overstated; check that they answer the research question you stated.',
    'questions.ct.noHedge':
      'Do your conclusions say where your data stop? Where they cover only part of the question, say so (“suggests”, “in these samples”).',
    'questions.ct.significanceMissing':
      'Does your summary end by saying why the work matters, what is new and who can use it? If not, add that sentence.',
    'questions.ct.significanceStated': 'Your summary says why the work matters ({{list}}).',
    'questions.ct.significanceMissingAfter':
      'Does your summary say why the work matters, what is new and who can use it? If not, add that sentence after its last one, “{{sentence}}”',
    'questions.ct.noConsequence':
      'Your answer does not say what follows from the work: name one consequence for future research, practice or policy.',
    'questions.ct.noveltyMissing':
      'Does your answer or your summary say what is new compared with earlier work? If not, name what was not known before.',
  },
  he: {
    'questions.ct.purposeMissing': 'התקציר שלכם אף פעם לא מציין במפורש את מטרתו: הוסיפו משפט כמו “מחקר זה נועד …” סמוך להתחלה.',
    'questions.ct.purposeLate': 'האם אחד משלושת המשפטים הראשונים שלכם אומר מה העבודה ביקשה לעשות? לא מצאתי זאת שם, וקוראים מחפשים את המטרה בהתחלה.',
    'questions.ct.purposeStated': 'התקציר שלכם מציין את מטרתו סמוך להתחלה; ודאו שהוא אומר את מה שאומרת התשובה שלכם.',
    'questions.ct.answerIsTopic': 'התשובה שלכם מציינת נושא ולא שואלת שאלה.',
    'questions.ct.askPrecise':
      'נסחו את שאלת המחקר כשאלה ישירה אחת שמציינת מה אתם משווים או משנים ומה אתם מודדים, למשל “האם X משנה את Y ב־Z?”: מה ה־X, ה־Y וה־Z שלכם?',
    'questions.ct.answerWithoutData': 'התשובה שלכם לא מציינת נתון או ממצא: כתבו את התוצאה שהמסקנות שלכם נשענות עליה, עם המספר שלה.',
    'questions.ct.noEvidence': 'אין בתקציר שלכם נתון, מחקר או תצפית שמגבים את טענותיו: הוסיפו את התוצאה שהמסקנה שלכם נשענת עליה.',
    'questions.ct.unsupportedClaim':
      '“{{claim}}” היא טענה חזקה בלי נתון, מחקר או תצפית לצדה: גבו אותה, או רככו אותה (“מרמז”, “במדגם שלנו”).',
    'questions.ct.overstatedClaim':
      '“{{claim}}” אומרת שהנתונים שלכם מוכיחים; נתונים תומכים במסקנה ולא מוכיחים אותה, אז אמרו מה הם מראים (“התוצאות שלנו מראות”, “במדגם שלנו”).',
    'questions.ct.hedged': 'המסקנות שלכם מסויגות ({{list}}) ולא מוגזמות; ודאו שהן עונות על שאלת המחקר שציינתם.',
    'questions.ct.noHedge':
      'האם המסקנות שלכם אומרות איפה הנתונים נעצרים? היכן שהם מכסים רק חלק מהשאלה, אמרו זאת (“מרמז”, “בדגימות אלה”).',
    'questions.ct.significanceMissing': 'האם התקציר מסתיים במשפט על למה העבודה חשובה, מה חדש בה ומי יכול להשתמש בה? אם לא, הוסיפו אותו.',
    'questions.ct.significanceStated': 'התקציר שלכם אומר למה העבודה חשובה ({{list}}).',
    'questions.ct.significanceMissingAfter':
      'האם התקציר אומר למה העבודה חשובה, מה חדש בה ומי יכול להשתמש בה? אם לא, הוסיפו משפט כזה אחרי המשפט האחרון שלו, “{{sentence}}”',
    'questions.ct.noConsequence':
      'התשובה שלכם לא אומרת מה נובע מהעבודה: ציינו השלכה אחת על מחקר עתידי, על הפרקטיקה או על המדיניות.',
    'questions.ct.noveltyMissing': 'האם התשובה או התקציר אומרים מה חדש לעומת עבודות קודמות? אם לא, ציינו מה לא היה ידוע קודם.',
  },
  ar: {
    'questions.ct.purposeMissing': 'لا يذكر ملخصك غرضه صراحةً أبدًا: من المفيد إضافة جملة مثل “تهدف هذه الدراسة إلى …” قرب البداية.',
    'questions.ct.purposeLate': 'هل تقول إحدى جملك الثلاث الأولى ما سعى العمل إلى فعله؟ لم أجد ذلك فيها، والقرّاء يبحثون عن الغرض في البداية.',
    'questions.ct.purposeStated': 'يذكر ملخصك غرضه قرب البداية؛ المهم أن يقول ما تقوله إجابتك.',
    'questions.ct.answerIsTopic': 'تذكر إجابتك موضوعًا ولا تطرح سؤالًا.',
    'questions.ct.askPrecise':
      'المطلوب سؤال بحث مباشر واحد يذكر ما يُقارَن أو يُغيَّر وما يُقاس، مثل “هل يغيّر X الـY في Z؟”: ما X وY وZ لديك؟',
    'questions.ct.answerWithoutData': 'لا تذكر إجابتك رقمًا أو نتيجة: من المفيد كتابة النتيجة التي تستند إليها استنتاجاتك، مع رقمها.',
    'questions.ct.noEvidence': 'لا يحتوي ملخصك على رقم أو دراسة أو ملاحظة تدعم ادعاءاته: من المفيد إضافة النتيجة التي يستند إليها استنتاجك.',
    'questions.ct.unsupportedClaim':
      '“{{claim}}” ادعاء قوي بلا رقم أو دراسة أو ملاحظة بجانبه: من المفيد دعمه، أو تخفيفه (“يشير إلى”، “في عينتنا”).',
    'questions.ct.overstatedClaim':
      '“{{claim}}” يقول إن بياناتك تُثبت؛ البيانات تدعم الاستنتاج ولا تُثبته، فمن المفيد قول ما تُظهره (“تُظهر نتائجنا”، “في عينتنا”).',
    'questions.ct.hedged': 'استنتاجاتك مقيّدة ({{list}}) لا مبالغ فيها؛ المهم أن تجيب عن سؤال البحث الذي ذكرته.',
    'questions.ct.noHedge': 'هل تقول استنتاجاتك أين تتوقف بياناتك؟ حيث تغطي جزءًا من السؤال فقط، من المفيد قول ذلك (“يشير إلى”، “في هذه العينات”).',
    'questions.ct.significanceMissing': 'هل يختم ملخصك بجملة عن سبب أهمية العمل، وما الجديد فيه، ومن يستفيد منه؟ إن لم يفعل، فمن المفيد إضافتها.',
    'questions.ct.significanceStated': 'يقول ملخصك لماذا العمل مهم ({{list}}).',
    'questions.ct.significanceMissingAfter':
      'هل يقول ملخصك لماذا يهم العمل، وما الجديد فيه، ومن يستفيد منه؟ إن لم يفعل، فمن المفيد إضافة جملة كهذه بعد جملته الأخيرة، “{{sentence}}”',
    'questions.ct.noConsequence': 'لا تقول إجابتك ما يترتب على العمل: من المفيد ذكر نتيجة واحدة للأبحاث المستقبلية أو الممارسة أو السياسات.',
    'questions.ct.noveltyMissing': 'هل تقول إجابتك أو ملخصك ما الجديد مقارنة بالأعمال السابقة؟ إن لم يكن، فمن المفيد ذكر ما لم يكن معروفًا من قبل.',
  },
};
