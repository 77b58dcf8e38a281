// Messages of the findings on Coherence and Critical Thinking questions: the built-in rules'
// (feedback/questions/) and the LLM coach's (llm/llm-findings.ts). Hebrew addresses the writer in
// the plural, Arabic in the singular, as the rest of the coach (messages/). Lists ({{list}})
// arrive already quoted and joined in the language; the student's words in them are escaped by
// the renderer.
import type { FindingCatalogue } from './catalogue.ts';

export const questionMessages: FindingCatalogue = {
  en: {
    'questions.noRemark': 'Read your text once more with this question in mind before you revise it.',

    'questions.adverbs.intensifiersMany':
      '{{list}} add emphasis but not precision: replace them with a number or a precise adverb such as “twice”, “markedly” or “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} adds emphasis but not precision: replace it with a number or a precise adverb such as “twice”, “markedly” or “consistently”.',

    'questions.pronouns.bare': 'Sentence {{sentence}} starts with a bare “{{pronoun}}”; add the noun it refers to (“{{pronoun}} {{example}} …”).',
    'questions.pronouns.vagueIt':
      'Sentence {{sentence}} starts with “{{pronoun}}”, and readers cannot tell what it stands for; name the thing you mean (“This trend is …”).',
    'questions.pronouns.clear': 'Each “this” and “they” I checked, and each “it” that opens a sentence, follows a noun it can point to. Read any other “it” once more: could it point to two things?',
    'questions.pronouns.referentMissing':
      '“{{word}}”, which your “{{pronoun}}” refers to, does not appear in your text, so readers cannot link the two: name it before the pronoun.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” appears {{times}}: where it comes back in the very next sentence, try “{{pronoun}}” instead, and keep the noun at the start of a paragraph.',

    'questions.verbs.varied': 'Your common verbs vary well: {{list}} each come back at most twice.',

    'questions.connectors.paragraphUnlinked':
      'Paragraph {{paragraph}} opens without a word that links it to the paragraph before. How does it follow: a next step (“Next,”), an outcome (“As a result,”), a contrast (“However,”)? Say so at its start.',
    'questions.connectors.missing.contrast':
      'You use no contrast connector; where one point qualifies another, say so ({{list}}).',
    'questions.connectors.missing.cause':
      'You use no cause and result connector; where one point explains another, say so ({{list}}).',
    'questions.connectors.missing.addition': 'You use no addition connector; where one point adds to another, say so ({{list}}).',

    'questions.ct.purposeMissing':
      'Your summary never states its purpose outright: add a sentence such as “This study aims to …” near the start.',
    'questions.ct.purposeLate': 'Does one of your first three sentences say what the work set out to do? I could not find it there, and readers look for it at the start.',
    'questions.ct.purposeStated':
      'Your summary states its purpose near the start; check that it says the same as your answer.',
    'questions.ct.answerIsTopic': 'Your answer names a topic rather than asking a question.',
    'questions.ct.improvedQuestion':
      'Could you state your research question as one direct question, and name in it what you measured? A start, in your words: “{{question}}”',
    'questions.ct.askPrecise':
      'Write your research question as one direct question that names what you compare or change and what you measure, e.g. “Does X change Y in Z?”: what are your X, Y and Z?',
    'questions.ct.questionStated': 'Your summary says what the work asks; check that the question is narrow enough for your data to answer it.',
    'questions.ct.figuresPresent': 'Your summary carries the data of your answer; check that each figure comes with what it measures.',
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
    'questions.ct.significanceClosing': 'Your summary ends by saying what the work means: “{{sentence}}”',
    'questions.ct.significanceMissingAfter':
      'Does your summary say why the work matters, what is new and who can use it? If not, add that sentence after its last one, “{{sentence}}”',
    'questions.ct.noConsequence':
      'Your answer does not say what follows from the work: name one consequence for future research, practice or policy.',
    'questions.ct.noveltyMissing':
      'Does your answer or your summary say what is new compared with earlier work? If not, name what was not known before.',
  },
  he: {
    'questions.noRemark': 'קראו את הטקסט שלכם שוב עם השאלה הזאת בראש לפני שתתקנו אותו.',

    'questions.adverbs.intensifiersMany':
      '{{list}} מוסיפים הדגשה אבל לא דיוק: החליפו אותם במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} מוסיף הדגשה אבל לא דיוק: החליפו אותו במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',

    'questions.pronouns.bare': 'משפט {{sentence}} מתחיל ב־“{{pronoun}}” בלי שם עצם; הוסיפו את שם העצם שהוא מפנה אליו (“{{pronoun}} {{example}} …”).',
    'questions.pronouns.vagueIt':
      'משפט {{sentence}} מתחיל ב־“{{pronoun}}”, והקוראים לא יכולים לדעת למה הוא מתייחס; ציינו את הדבר שאתם מתכוונים אליו (“This trend is …”).',
    'questions.pronouns.clear': 'כל “this” ו־“they” שבדקתי, וכל “it” שפותח משפט, באים אחרי שם עצם שהם יכולים להפנות אליו. קראו שוב כל “it” אחר: האם הוא יכול להפנות לשני דברים?',
    'questions.pronouns.referentMissing':
      '“{{word}}”, שה־“{{pronoun}}” שלכם מפנה אליו, לא מופיע בטקסט, ולכן הקוראים לא יכולים לקשר ביניהם: ציינו אותו לפני הכינוי.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” מופיע {{times}}: היכן שהוא חוזר כבר במשפט הבא, נסו במקומו “{{pronoun}}”, והשאירו את שם העצם בתחילת פסקה.',

    'questions.verbs.varied': 'הפעלים הנפוצים שלכם מגוונים היטב: {{list}} חוזרים כל אחד לכל היותר פעמיים.',

    'questions.connectors.paragraphUnlinked':
      'פסקה {{paragraph}} נפתחת בלי מילה שמקשרת אותה לפסקה שלפניה. איך היא ממשיכה: צעד הבא (“לאחר מכן”), תוצאה (“כתוצאה מכך”), ניגוד (“אולם”)? אמרו זאת בתחילתה.',
    'questions.connectors.missing.contrast':
      'אתם לא משתמשים באף מילת קישור של ניגוד; היכן שנקודה אחת מסייגת אחרת, אמרו זאת ({{list}}).',
    'questions.connectors.missing.cause':
      'אתם לא משתמשים באף מילת קישור של סיבה ותוצאה; היכן שנקודה אחת מסבירה אחרת, אמרו זאת ({{list}}).',
    'questions.connectors.missing.addition':
      'אתם לא משתמשים באף מילת קישור של הוספה; היכן שנקודה אחת מוסיפה על אחרת, אמרו זאת ({{list}}).',

    'questions.ct.purposeMissing': 'התקציר שלכם אף פעם לא מציין במפורש את מטרתו: הוסיפו משפט כמו “מחקר זה נועד …” סמוך להתחלה.',
    'questions.ct.purposeLate': 'האם אחד משלושת המשפטים הראשונים שלכם אומר מה העבודה ביקשה לעשות? לא מצאתי זאת שם, וקוראים מחפשים את המטרה בהתחלה.',
    'questions.ct.purposeStated': 'התקציר שלכם מציין את מטרתו סמוך להתחלה; ודאו שהוא אומר את מה שאומרת התשובה שלכם.',
    'questions.ct.answerIsTopic': 'התשובה שלכם מציינת נושא ולא שואלת שאלה.',
    'questions.ct.improvedQuestion':
      'תוכלו לנסח את שאלת המחקר כשאלה ישירה אחת, ולציין בה מה מדדתם? התחלה, במילים שלכם: “{{question}}”',
    'questions.ct.askPrecise':
      'נסחו את שאלת המחקר כשאלה ישירה אחת שמציינת מה אתם משווים או משנים ומה אתם מודדים, למשל “האם X משנה את Y ב־Z?”: מה ה־X, ה־Y וה־Z שלכם?',
    'questions.ct.questionStated': 'התקציר שלכם אומר מה העבודה שואלת; ודאו שהשאלה ממוקדת מספיק כדי שהנתונים שלכם יוכלו לענות עליה.',
    'questions.ct.figuresPresent': 'התקציר שלכם כולל את הנתונים מהתשובה; ודאו שכל נתון מופיע עם מה שהוא מודד.',
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
    'questions.ct.significanceClosing': 'התקציר שלכם מסתיים במה שהעבודה אומרת: “{{sentence}}”',
    'questions.ct.significanceMissingAfter':
      'האם התקציר אומר למה העבודה חשובה, מה חדש בה ומי יכול להשתמש בה? אם לא, הוסיפו משפט כזה אחרי המשפט האחרון שלו, “{{sentence}}”',
    'questions.ct.noConsequence':
      'התשובה שלכם לא אומרת מה נובע מהעבודה: ציינו השלכה אחת על מחקר עתידי, על הפרקטיקה או על המדיניות.',
    'questions.ct.noveltyMissing': 'האם התשובה או התקציר אומרים מה חדש לעומת עבודות קודמות? אם לא, ציינו מה לא היה ידוע קודם.',
  },
  ar: {
    'questions.noRemark': 'اقرأ نصك مرة أخرى مع وضع هذا السؤال في ذهنك قبل أن تنقّحه.',

    'questions.adverbs.intensifiersMany':
      '{{list}} تضيف تأكيدًا لا دقة: استبدلها برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} يضيف تأكيدًا لا دقة: استبدله برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',

    'questions.pronouns.bare': 'تبدأ الجملة {{sentence}} بـ“{{pronoun}}” مجرّدًا؛ أضف الاسم الذي يعود إليه (“{{pronoun}} {{example}} …”).',
    'questions.pronouns.vagueIt':
      'تبدأ الجملة {{sentence}} بـ“{{pronoun}}”، ولا يستطيع القرّاء معرفة ما يشير إليه؛ سمِّ ما تقصده (“This trend is …”).',
    'questions.pronouns.clear': 'كل ضمير فحصته يأتي بعد اسم يمكن أن يشير إليه. اقرأ كل ضمير آخر مرة أخرى: هل يمكن أن يشير إلى شيئين؟',
    'questions.pronouns.referentMissing':
      '“{{word}}”، الذي يعود إليه “{{pronoun}}” لديك، لا يظهر في نصك، فلا يستطيع القرّاء الربط بينهما: اذكره قبل الضمير.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” يظهر {{times}}: حيث يعود في الجملة التالية مباشرة، جرّب “{{pronoun}}” بدلًا منه، وأبقِ الاسم في بداية الفقرة.',

    'questions.verbs.varied': 'أفعالك الشائعة متنوعة جيدًا: {{list}} يتكرر كلٌّ منها مرتين على الأكثر.',

    'questions.connectors.paragraphUnlinked':
      'تبدأ الفقرة {{paragraph}} دون كلمة تربطها بالفقرة السابقة. كيف تتبعها: خطوة تالية (“بعد ذلك”)، نتيجة (“نتيجة لذلك”)، مقابلة (“لكن”)؟ قل ذلك في بدايتها.',
    'questions.connectors.missing.contrast': 'لا تستخدم أي أداة ربط للمقابلة؛ حيث تقيّد نقطة أخرى، قل ذلك ({{list}}).',
    'questions.connectors.missing.cause': 'لا تستخدم أي أداة ربط للسبب والنتيجة؛ حيث تفسّر نقطة أخرى، قل ذلك ({{list}}).',
    'questions.connectors.missing.addition': 'لا تستخدم أي أداة ربط للإضافة؛ حيث تضيف نقطة إلى أخرى، قل ذلك ({{list}}).',

    'questions.ct.purposeMissing': 'لا يذكر ملخصك غرضه صراحةً أبدًا: أضف جملة مثل “تهدف هذه الدراسة إلى …” قرب البداية.',
    'questions.ct.purposeLate': 'هل تقول إحدى جملك الثلاث الأولى ما سعى العمل إلى فعله؟ لم أجد ذلك فيها، والقرّاء يبحثون عن الغرض في البداية.',
    'questions.ct.purposeStated': 'يذكر ملخصك غرضه قرب البداية؛ تأكّد أنه يقول ما تقوله إجابتك.',
    'questions.ct.answerIsTopic': 'تذكر إجابتك موضوعًا ولا تطرح سؤالًا.',
    'questions.ct.improvedQuestion':
      'هل يمكنك صياغة سؤال بحثك سؤالًا مباشرًا واحدًا، وأن تذكر فيه ما قسته؟ بداية، بكلماتك: “{{question}}”',
    'questions.ct.askPrecise':
      'اكتب سؤال بحثك سؤالًا مباشرًا واحدًا يذكر ما تقارنه أو تغيّره وما تقيسه، مثل “هل يغيّر X الـY في Z؟”: ما X وY وZ لديك؟',
    'questions.ct.questionStated': 'يقول ملخصك ما يسأله العمل؛ تأكّد أن السؤال محدّد بما يكفي لتجيب عنه بياناتك.',
    'questions.ct.figuresPresent': 'يتضمن ملخصك بيانات إجابتك؛ تأكّد أن كل رقم يأتي مع ما يقيسه.',
    'questions.ct.answerWithoutData': 'لا تذكر إجابتك رقمًا أو نتيجة: اكتب النتيجة التي تستند إليها استنتاجاتك، مع رقمها.',
    'questions.ct.noEvidence': 'لا يحتوي ملخصك على رقم أو دراسة أو ملاحظة تدعم ادعاءاته: أضف النتيجة التي يستند إليها استنتاجك.',
    'questions.ct.unsupportedClaim':
      '“{{claim}}” ادعاء قوي بلا رقم أو دراسة أو ملاحظة بجانبه: ادعمه، أو خفّفه (“يشير إلى”، “في عينتنا”).',
    'questions.ct.overstatedClaim':
      '“{{claim}}” يقول إن بياناتك تُثبت؛ البيانات تدعم الاستنتاج ولا تُثبته، فقل ما تُظهره (“تُظهر نتائجنا”، “في عينتنا”).',
    'questions.ct.hedged': 'استنتاجاتك مقيّدة ({{list}}) لا مبالغ فيها؛ تأكّد أنها تجيب عن سؤال البحث الذي ذكرته.',
    'questions.ct.noHedge': 'هل تقول استنتاجاتك أين تتوقف بياناتك؟ حيث تغطي جزءًا من السؤال فقط، قل ذلك (“يشير إلى”، “في هذه العينات”).',
    'questions.ct.significanceMissing': 'هل يختم ملخصك بجملة عن سبب أهمية العمل، وما الجديد فيه، ومن يستفيد منه؟ إن لم يفعل، فأضفها.',
    'questions.ct.significanceStated': 'يقول ملخصك لماذا العمل مهم ({{list}}).',
    'questions.ct.significanceClosing': 'ينتهي ملخصك بما يعنيه العمل: “{{sentence}}”',
    'questions.ct.significanceMissingAfter':
      'هل يقول ملخصك لماذا يهم العمل، وما الجديد فيه، ومن يستفيد منه؟ إن لم يفعل، فأضف جملة كهذه بعد جملته الأخيرة، “{{sentence}}”',
    'questions.ct.noConsequence': 'لا تقول إجابتك ما يترتب على العمل: اذكر نتيجة واحدة للأبحاث المستقبلية أو الممارسة أو السياسات.',
    'questions.ct.noveltyMissing': 'هل تقول إجابتك أو ملخصك ما الجديد مقارنة بالأعمال السابقة؟ إن لم يكن، فاذكر ما لم يكن معروفًا من قبل.',
  },
};
