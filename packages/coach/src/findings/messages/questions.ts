// Messages of the Coherence and Critical Thinking question feedback (feedback/questions/).
// Hebrew addresses the writer in the plural, Arabic in the singular, as the rest of the coach
// (messages/). Lists ({{terms}}, {{list}}) arrive already quoted and joined in the
// language; the student's words in them are escaped by the renderer.
import type { FindingCatalogue } from './catalogue.ts';

export const questionMessages: FindingCatalogue = {
  en: {
    'questions.times.once': 'once',
    'questions.times.twice': 'twice',
    'questions.times.many': '{{count}} times',
    'questions.noRemark': 'Read your text once more with this question in mind before you revise it.',

    'questions.keyTerms.none': 'No content word comes back in your text, so each sentence seems to start a new topic.',
    'questions.keyTerms.dropsOut':
      'Your most repeated term, “{{term}}” ({{count}} times in all its forms), drops out in paragraph {{paragraph}}; bring it back there so readers see the paragraph is about the same topic.',
    'questions.keyTerms.fadesOut':
      'Your most repeated term, “{{term}}” ({{count}} times in all its forms), is not used after sentence {{sentence}} of {{total}}; repeat it where your last sentences return to the topic.',
    'questions.keyTerms.kept': 'You keep your topic in view: {{terms}} come back through the text ({{counts}}).',
    'questions.keyTerms.miscounted': 'You counted {{claimed}} for “{{term}}”; it appears {{times}} as written.',
    'questions.keyTerms.miscountedForms':
      'You counted {{claimed}} for “{{term}}”; it appears {{times}} as written, and {{all}} times with its other forms.',
    'questions.keyTerms.rareExtraMany': 'Your extra keywords {{terms}} appear at most once: repeat them where their idea returns.',
    'questions.keyTerms.rareExtraOne': 'Your extra keyword {{terms}} appears at most once: repeat it where its idea returns.',
    'questions.keyTerms.rarePlannedMany':
      '{{terms}} appear at most once now: use them again instead of switching to other words for the same thing.',
    'questions.keyTerms.rarePlannedOne':
      '{{terms}} appears at most once now: use it again instead of switching to other words for the same thing.',
    'questions.keyTerms.keepUsing': 'Keep using {{terms}} rather than switching to synonyms for the same thing.',

    'questions.adverbs.repeated': '“{{adverb}}” comes {{count}} times; vary it, or drop it where it adds nothing.',
    'questions.adverbs.intensifiersMany':
      '{{list}} add emphasis but not precision: replace them with a number or a precise adverb such as “twice”, “markedly” or “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} adds emphasis but not precision: replace it with a number or a precise adverb such as “twice”, “markedly” or “consistently”.',
    'questions.adverbs.absentWithWord':
      '“{{adverb}}” is not in your text yet: add it to “{{word}}” in your revision, where it tells the reader something they need.',
    'questions.adverbs.absent': '“{{adverb}}” is not in your text yet: add it in your revision where it tells the reader something they need.',
    'questions.adverbs.wordMissing': 'I could not find “{{word}}” in your text: check that each adverb sits next to the word it modifies.',
    'questions.adverbs.allPresent':
      'Each adverb in your table is in your text; check that each one adds information rather than emphasis.',

    'questions.pronouns.bare': 'Sentence {{sentence}} starts with a bare “{{pronoun}}”; add the noun it refers to (“{{pronoun}} {{example}} …”).',
    'questions.pronouns.vagueIt':
      'Sentence {{sentence}} starts with “{{pronoun}}”, and readers cannot tell what it stands for; name the thing you mean (“This trend is …”).',
    'questions.pronouns.clear': 'Each “this” and “they” I checked, and each “it” that opens a sentence, follows a noun it can point to. Read any other “it” once more: could it point to two things?',
    'questions.pronouns.referentMissing':
      '“{{word}}”, which your “{{pronoun}}” refers to, does not appear in your text, so readers cannot link the two: name it before the pronoun.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” appears {{times}}: where it comes back in the very next sentence, try “{{pronoun}}” instead, and keep the noun at the start of a paragraph.',

    'questions.verbs.overused': 'You use “{{verb}}” {{times}} (in all its forms); readers notice the repetition.',
    'questions.verbs.overusedTwo':
      'You use “{{verb}}” {{times}} (in all its forms) and “{{other}}” {{otherTimes}}; readers notice the repetition.',
    'questions.verbs.varied': 'Your common verbs vary well: {{list}} each come back at most twice.',
    'questions.verbs.few':
      'I found few of the usual research verbs (show, find, use, measure …); check that your key actions are verbs rather than nouns.',
    'questions.verbs.partnerUnused':
      '“{{verb}}” appears {{times}} and “{{other}}” not yet: use it for one of them where the meaning stays the same.',
    'questions.verbs.pairsPresent':
      'Both verbs of each pair in your table are in your text; make sure each fits its sentence exactly.',
    'questions.verbs.replaceOne': 'Replace one “{{verb}}” with a verb of similar meaning, such as one from your table.',

    'questions.connectors.paragraphUnlinked':
      'Paragraph {{paragraph}} opens without a word that links it to the paragraph before. How does it follow: a next step (“Next,”), an outcome (“As a result,”), a contrast (“However,”)? Say so at its start.',
    'questions.connectors.absentParagraph': '“{{connector}}”, from your table, is not in your text yet: put it at the start of the paragraph you planned it for, if it says how that paragraph follows.',
    'questions.connectors.absentSentence': '“{{connector}}”, from your table, is not in your text yet: put it in the sentence you planned it for, if it says how that sentence follows.',
    'questions.connectors.missing.contrast':
      'You use no contrast connector; where one point qualifies another, say so ({{list}}).',
    'questions.connectors.missing.cause':
      'You use no cause and result connector; where one point explains another, say so ({{list}}).',
    'questions.connectors.missing.addition': 'You use no addition connector; where one point adds to another, say so ({{list}}).',

    'questions.ct.termsMissingMany': 'Your answer names {{terms}}: does your summary say so too, in these or other words? If they matter, make them plain there.',
    'questions.ct.termsMissingOne': 'Your answer names {{terms}}: does your summary say so too, in these or other words? If it matters, make it plain there.',
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
    'questions.ct.questionMissing':
      'Your summary does not say what question the work asks: add it right after the purpose.',
    'questions.ct.questionStated': 'Your summary says what the work asks; check that the question is narrow enough for your data to answer it.',
    'questions.ct.figuresMissingMany':
      'The figures {{list}} from your answer are not in your summary; a conclusion without its data asks readers to trust you.',
    'questions.ct.figuresMissingOne':
      'The figure {{list}} from your answer is not in your summary; a conclusion without its data asks readers to trust you.',
    'questions.ct.figuresPresent': 'Your summary carries the data of your answer; check that each figure comes with what it measures.',
    'questions.ct.answerWithoutFigures':
      'Your answer reports differences without their size: give the figures (how many more, how much less) your conclusions rest on.',
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
    'questions.times.once': 'פעם אחת',
    'questions.times.twice': 'פעמיים',
    'questions.times.many': '{{count}} פעמים',
    'questions.noRemark': 'קראו את הטקסט שלכם שוב עם השאלה הזאת בראש לפני שתתקנו אותו.',

    'questions.keyTerms.none': 'אף מילת תוכן לא חוזרת בטקסט שלכם, ולכן נראה שכל משפט פותח נושא חדש.',
    'questions.keyTerms.dropsOut':
      'המונח שחוזר אצלכם הכי הרבה, “{{term}}” ({{count}} פעמים בכל צורותיו), נעלם בפסקה {{paragraph}}; החזירו אותו לשם כדי שהקוראים יראו שהפסקה עוסקת באותו נושא.',
    'questions.keyTerms.fadesOut':
      'המונח שחוזר אצלכם הכי הרבה, “{{term}}” ({{count}} פעמים בכל צורותיו), לא מופיע אחרי משפט {{sentence}} מתוך {{total}}; חזרו עליו היכן שהמשפטים האחרונים חוזרים לנושא.',
    'questions.keyTerms.kept': 'אתם שומרים על הנושא בתמונה: {{terms}} חוזרים לאורך הטקסט ({{counts}}).',
    'questions.keyTerms.miscounted': 'ספרתם {{claimed}} עבור “{{term}}”; הוא מופיע {{times}} כפי שהוא כתוב.',
    'questions.keyTerms.miscountedForms':
      'ספרתם {{claimed}} עבור “{{term}}”; הוא מופיע {{times}} כפי שהוא כתוב, ו־{{all}} פעמים עם צורותיו האחרות.',
    'questions.keyTerms.rareExtraMany': 'מילות המפתח הנוספות שלכם {{terms}} מופיעות לכל היותר פעם אחת: חזרו עליהן היכן שהרעיון שלהן חוזר.',
    'questions.keyTerms.rareExtraOne': 'מילת המפתח הנוספת שלכם {{terms}} מופיעה לכל היותר פעם אחת: חזרו עליה היכן שהרעיון שלה חוזר.',
    'questions.keyTerms.rarePlannedMany':
      '{{terms}} מופיעות כרגע לכל היותר פעם אחת: השתמשו בהן שוב במקום לעבור למילים אחרות לאותו הדבר.',
    'questions.keyTerms.rarePlannedOne':
      '{{terms}} מופיעה כרגע לכל היותר פעם אחת: השתמשו בה שוב במקום לעבור למילים אחרות לאותו הדבר.',
    'questions.keyTerms.keepUsing': 'המשיכו להשתמש ב־{{terms}} במקום לעבור למילים נרדפות לאותו הדבר.',

    'questions.adverbs.repeated': '“{{adverb}}” מופיע {{count}} פעמים; גוונו אותו, או השמיטו אותו היכן שהוא לא מוסיף דבר.',
    'questions.adverbs.intensifiersMany':
      '{{list}} מוסיפים הדגשה אבל לא דיוק: החליפו אותם במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} מוסיף הדגשה אבל לא דיוק: החליפו אותו במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',
    'questions.adverbs.absentWithWord':
      '“{{adverb}}” עדיין לא בטקסט שלכם: הוסיפו אותו ל־“{{word}}” בתיקון, במקום שבו הוא אומר לקוראים משהו שהם צריכים.',
    'questions.adverbs.absent': '“{{adverb}}” עדיין לא בטקסט שלכם: הוסיפו אותו בתיקון במקום שבו הוא אומר לקוראים משהו שהם צריכים.',
    'questions.adverbs.wordMissing': 'לא מצאתי את “{{word}}” בטקסט שלכם: ודאו שכל תואר פועל נמצא ליד המילה שהוא מתאר.',
    'questions.adverbs.allPresent': 'כל תוארי הפועל בטבלה שלכם נמצאים בטקסט; ודאו שכל אחד מהם מוסיף מידע ולא רק הדגשה.',

    'questions.pronouns.bare': 'משפט {{sentence}} מתחיל ב־“{{pronoun}}” בלי שם עצם; הוסיפו את שם העצם שהוא מפנה אליו (“{{pronoun}} {{example}} …”).',
    'questions.pronouns.vagueIt':
      'משפט {{sentence}} מתחיל ב־“{{pronoun}}”, והקוראים לא יכולים לדעת למה הוא מתייחס; ציינו את הדבר שאתם מתכוונים אליו (“This trend is …”).',
    'questions.pronouns.clear': 'כל “this” ו־“they” שבדקתי, וכל “it” שפותח משפט, באים אחרי שם עצם שהם יכולים להפנות אליו. קראו שוב כל “it” אחר: האם הוא יכול להפנות לשני דברים?',
    'questions.pronouns.referentMissing':
      '“{{word}}”, שה־“{{pronoun}}” שלכם מפנה אליו, לא מופיע בטקסט, ולכן הקוראים לא יכולים לקשר ביניהם: ציינו אותו לפני הכינוי.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” מופיע {{times}}: היכן שהוא חוזר כבר במשפט הבא, נסו במקומו “{{pronoun}}”, והשאירו את שם העצם בתחילת פסקה.',

    'questions.verbs.overused': 'אתם משתמשים ב־“{{verb}}” {{times}} (בכל צורותיו); הקוראים שמים לב לחזרה.',
    'questions.verbs.overusedTwo':
      'אתם משתמשים ב־“{{verb}}” {{times}} (בכל צורותיו) וב־“{{other}}” {{otherTimes}}; הקוראים שמים לב לחזרה.',
    'questions.verbs.varied': 'הפעלים הנפוצים שלכם מגוונים היטב: {{list}} חוזרים כל אחד לכל היותר פעמיים.',
    'questions.verbs.few':
      'מצאתי מעט מפעלי המחקר הרגילים (show, find, use, measure …); ודאו שהפעולות המרכזיות שלכם מנוסחות כפעלים ולא כשמות עצם.',
    'questions.verbs.partnerUnused':
      '“{{verb}}” מופיע {{times}} ו־“{{other}}” עדיין לא: השתמשו בו במקום אחד מהם היכן שהמשמעות נשארת זהה.',
    'questions.verbs.pairsPresent': 'שני הפעלים של כל זוג בטבלה שלכם נמצאים בטקסט; ודאו שכל אחד מתאים בדיוק למשפט שלו.',
    'questions.verbs.replaceOne': 'החליפו “{{verb}}” אחד בפועל בעל משמעות דומה, למשל אחד מהטבלה שלכם.',

    'questions.connectors.paragraphUnlinked':
      'פסקה {{paragraph}} נפתחת בלי מילה שמקשרת אותה לפסקה שלפניה. איך היא ממשיכה: צעד הבא (“לאחר מכן”), תוצאה (“כתוצאה מכך”), ניגוד (“אולם”)? אמרו זאת בתחילתה.',
    'questions.connectors.absentParagraph': '“{{connector}}”, מהטבלה שלכם, עדיין לא בטקסט: שימו אותה בתחילת הפסקה שתכננתם לה, אם היא אומרת איך הפסקה ממשיכה.',
    'questions.connectors.absentSentence': '“{{connector}}”, מהטבלה שלכם, עדיין לא בטקסט: שימו אותה במשפט שתכננתם לה, אם היא אומרת איך המשפט ממשיך.',
    'questions.connectors.missing.contrast':
      'אתם לא משתמשים באף מילת קישור של ניגוד; היכן שנקודה אחת מסייגת אחרת, אמרו זאת ({{list}}).',
    'questions.connectors.missing.cause':
      'אתם לא משתמשים באף מילת קישור של סיבה ותוצאה; היכן שנקודה אחת מסבירה אחרת, אמרו זאת ({{list}}).',
    'questions.connectors.missing.addition':
      'אתם לא משתמשים באף מילת קישור של הוספה; היכן שנקודה אחת מוסיפה על אחרת, אמרו זאת ({{list}}).',

    'questions.ct.termsMissingMany': 'התשובה שלכם מזכירה את {{terms}}: האם גם התקציר אומר זאת, במילים האלה או באחרות? אם הם חשובים, כתבו אותם שם במפורש.',
    'questions.ct.termsMissingOne': 'התשובה שלכם מזכירה את {{terms}}: האם גם התקציר אומר זאת, במילים האלה או באחרות? אם זה חשוב, כתבו זאת שם במפורש.',
    'questions.ct.purposeMissing': 'התקציר שלכם אף פעם לא מציין במפורש את מטרתו: הוסיפו משפט כמו “מחקר זה נועד …” סמוך להתחלה.',
    'questions.ct.purposeLate': 'האם אחד משלושת המשפטים הראשונים שלכם אומר מה העבודה ביקשה לעשות? לא מצאתי זאת שם, וקוראים מחפשים את המטרה בהתחלה.',
    'questions.ct.purposeStated': 'התקציר שלכם מציין את מטרתו סמוך להתחלה; ודאו שהוא אומר את מה שאומרת התשובה שלכם.',
    'questions.ct.answerIsTopic': 'התשובה שלכם מציינת נושא ולא שואלת שאלה.',
    'questions.ct.improvedQuestion':
      'תוכלו לנסח את שאלת המחקר כשאלה ישירה אחת, ולציין בה מה מדדתם? התחלה, במילים שלכם: “{{question}}”',
    'questions.ct.askPrecise':
      'נסחו את שאלת המחקר כשאלה ישירה אחת שמציינת מה אתם משווים או משנים ומה אתם מודדים, למשל “האם X משנה את Y ב־Z?”: מה ה־X, ה־Y וה־Z שלכם?',
    'questions.ct.questionMissing': 'התקציר שלכם לא אומר איזו שאלה העבודה שואלת: הוסיפו אותה מיד אחרי המטרה.',
    'questions.ct.questionStated': 'התקציר שלכם אומר מה העבודה שואלת; ודאו שהשאלה ממוקדת מספיק כדי שהנתונים שלכם יוכלו לענות עליה.',
    'questions.ct.figuresMissingMany':
      'הנתונים {{list}} מהתשובה שלכם לא נמצאים בתקציר; מסקנה בלי הנתונים שלה מבקשת מהקוראים לסמוך עליכם.',
    'questions.ct.figuresMissingOne':
      'הנתון {{list}} מהתשובה שלכם לא נמצא בתקציר; מסקנה בלי הנתונים שלה מבקשת מהקוראים לסמוך עליכם.',
    'questions.ct.figuresPresent': 'התקציר שלכם כולל את הנתונים מהתשובה; ודאו שכל נתון מופיע עם מה שהוא מודד.',
    'questions.ct.answerWithoutFigures': 'התשובה שלכם מדווחת על הבדלים בלי גודלם: ציינו את הנתונים (בכמה יותר, בכמה פחות) שהמסקנות שלכם נשענות עליהם.',
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
    'questions.times.once': 'مرة واحدة',
    'questions.times.twice': 'مرتين',
    'questions.times.many': '{{count}} مرات',
    'questions.noRemark': 'اقرأ نصك مرة أخرى مع وضع هذا السؤال في ذهنك قبل أن تنقّحه.',

    'questions.keyTerms.none': 'لا تتكرر أي كلمة مضمون في نصك، فيبدو أن كل جملة تبدأ موضوعًا جديدًا.',
    'questions.keyTerms.dropsOut':
      'مصطلحك الأكثر تكرارًا، “{{term}}” ({{count}} مرات بجميع صيغه)، يختفي في الفقرة {{paragraph}}؛ أعده إليها ليرى القرّاء أن الفقرة تتناول الموضوع نفسه.',
    'questions.keyTerms.fadesOut':
      'مصطلحك الأكثر تكرارًا، “{{term}}” ({{count}} مرات بجميع صيغه)، لا يُستخدم بعد الجملة {{sentence}} من {{total}}؛ كرّره حيث تعود جملك الأخيرة إلى الموضوع.',
    'questions.keyTerms.kept': 'أنت تُبقي موضوعك حاضرًا: {{terms}} تتكرر عبر النص ({{counts}}).',
    'questions.keyTerms.miscounted': 'عددت {{claimed}} لـ“{{term}}”؛ وهو يظهر {{times}} كما هو مكتوب.',
    'questions.keyTerms.miscountedForms': 'عددت {{claimed}} لـ“{{term}}”؛ وهو يظهر {{times}} كما هو مكتوب، و{{all}} مرات مع صيغه الأخرى.',
    'questions.keyTerms.rareExtraMany': 'كلماتك المفتاحية الإضافية {{terms}} تظهر مرة واحدة على الأكثر: كرّرها حيث تعود فكرتها.',
    'questions.keyTerms.rareExtraOne': 'كلمتك المفتاحية الإضافية {{terms}} تظهر مرة واحدة على الأكثر: كرّرها حيث تعود فكرتها.',
    'questions.keyTerms.rarePlannedMany': '{{terms}} تظهر الآن مرة واحدة على الأكثر: استخدمها مجددًا بدل الانتقال إلى كلمات أخرى للشيء نفسه.',
    'questions.keyTerms.rarePlannedOne': '{{terms}} تظهر الآن مرة واحدة على الأكثر: استخدمها مجددًا بدل الانتقال إلى كلمات أخرى للشيء نفسه.',
    'questions.keyTerms.keepUsing': 'استمر في استخدام {{terms}} بدل الانتقال إلى مرادفات للشيء نفسه.',

    'questions.adverbs.repeated': '“{{adverb}}” يتكرر {{count}} مرات؛ نوّعه، أو احذفه حيث لا يضيف شيئًا.',
    'questions.adverbs.intensifiersMany':
      '{{list}} تضيف تأكيدًا لا دقة: استبدلها برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} يضيف تأكيدًا لا دقة: استبدله برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',
    'questions.adverbs.absentWithWord': '“{{adverb}}” ليس في نصك بعد: أضفه إلى “{{word}}” في تنقيحك، حيث يخبر القارئ بشيء يحتاجه.',
    'questions.adverbs.absent': '“{{adverb}}” ليس في نصك بعد: أضفه في تنقيحك حيث يخبر القارئ بشيء يحتاجه.',
    'questions.adverbs.wordMissing': 'لم أجد “{{word}}” في نصك: تأكّد أن كل ظرف يقع بجانب الكلمة التي يصفها.',
    'questions.adverbs.allPresent': 'كل ظرف في جدولك موجود في نصك؛ تأكّد أن كلًّا منها يضيف معلومة لا مجرد تأكيد.',

    'questions.pronouns.bare': 'تبدأ الجملة {{sentence}} بـ“{{pronoun}}” مجرّدًا؛ أضف الاسم الذي يعود إليه (“{{pronoun}} {{example}} …”).',
    'questions.pronouns.vagueIt':
      'تبدأ الجملة {{sentence}} بـ“{{pronoun}}”، ولا يستطيع القرّاء معرفة ما يشير إليه؛ سمِّ ما تقصده (“This trend is …”).',
    'questions.pronouns.clear': 'كل ضمير فحصته يأتي بعد اسم يمكن أن يشير إليه. اقرأ كل ضمير آخر مرة أخرى: هل يمكن أن يشير إلى شيئين؟',
    'questions.pronouns.referentMissing':
      '“{{word}}”، الذي يعود إليه “{{pronoun}}” لديك، لا يظهر في نصك، فلا يستطيع القرّاء الربط بينهما: اذكره قبل الضمير.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” يظهر {{times}}: حيث يعود في الجملة التالية مباشرة، جرّب “{{pronoun}}” بدلًا منه، وأبقِ الاسم في بداية الفقرة.',

    'questions.verbs.overused': 'أنت تستخدم “{{verb}}” {{times}} (بجميع صيغه)؛ والقرّاء يلاحظون التكرار.',
    'questions.verbs.overusedTwo': 'أنت تستخدم “{{verb}}” {{times}} (بجميع صيغه) و“{{other}}” {{otherTimes}}؛ والقرّاء يلاحظون التكرار.',
    'questions.verbs.varied': 'أفعالك الشائعة متنوعة جيدًا: {{list}} يتكرر كلٌّ منها مرتين على الأكثر.',
    'questions.verbs.few':
      'وجدت قليلًا من أفعال البحث المعتادة (show, find, use, measure …)؛ تأكّد أن أفعالك الرئيسية أفعال لا أسماء.',
    'questions.verbs.partnerUnused': '“{{verb}}” يظهر {{times}} و“{{other}}” لم يظهر بعد: استخدمه مكان أحدها حيث يبقى المعنى نفسه.',
    'questions.verbs.pairsPresent': 'فعلا كل زوج في جدولك موجودان في نصك؛ تأكّد أن كلًّا منهما يناسب جملته تمامًا.',
    'questions.verbs.replaceOne': 'استبدل “{{verb}}” واحدًا بفعل قريب في المعنى، مثل واحد من جدولك.',

    'questions.connectors.paragraphUnlinked':
      'تبدأ الفقرة {{paragraph}} دون كلمة تربطها بالفقرة السابقة. كيف تتبعها: خطوة تالية (“بعد ذلك”)، نتيجة (“نتيجة لذلك”)، مقابلة (“لكن”)؟ قل ذلك في بدايتها.',
    'questions.connectors.absentParagraph': '“{{connector}}”، من جدولك، ليست في نصك بعد: ضعها في بداية الفقرة التي خطّطت لها، إن كانت تقول كيف تتبع تلك الفقرة.',
    'questions.connectors.absentSentence': '“{{connector}}”، من جدولك، ليست في نصك بعد: ضعها في الجملة التي خطّطت لها، إن كانت تقول كيف تتبع تلك الجملة.',
    'questions.connectors.missing.contrast': 'لا تستخدم أي أداة ربط للمقابلة؛ حيث تقيّد نقطة أخرى، قل ذلك ({{list}}).',
    'questions.connectors.missing.cause': 'لا تستخدم أي أداة ربط للسبب والنتيجة؛ حيث تفسّر نقطة أخرى، قل ذلك ({{list}}).',
    'questions.connectors.missing.addition': 'لا تستخدم أي أداة ربط للإضافة؛ حيث تضيف نقطة إلى أخرى، قل ذلك ({{list}}).',

    'questions.ct.termsMissingMany': 'تذكر إجابتك {{terms}}: هل يقول ملخصك ذلك أيضًا، بهذه الكلمات أو بغيرها؟ إن كانت مهمة، فاجعلها واضحة فيه.',
    'questions.ct.termsMissingOne': 'تذكر إجابتك {{terms}}: هل يقول ملخصك ذلك أيضًا، بهذه الكلمات أو بغيرها؟ إن كان مهمًا، فاجعله واضحًا فيه.',
    'questions.ct.purposeMissing': 'لا يذكر ملخصك غرضه صراحةً أبدًا: أضف جملة مثل “تهدف هذه الدراسة إلى …” قرب البداية.',
    'questions.ct.purposeLate': 'هل تقول إحدى جملك الثلاث الأولى ما سعى العمل إلى فعله؟ لم أجد ذلك فيها، والقرّاء يبحثون عن الغرض في البداية.',
    'questions.ct.purposeStated': 'يذكر ملخصك غرضه قرب البداية؛ تأكّد أنه يقول ما تقوله إجابتك.',
    'questions.ct.answerIsTopic': 'تذكر إجابتك موضوعًا ولا تطرح سؤالًا.',
    'questions.ct.improvedQuestion':
      'هل يمكنك صياغة سؤال بحثك سؤالًا مباشرًا واحدًا، وأن تذكر فيه ما قسته؟ بداية، بكلماتك: “{{question}}”',
    'questions.ct.askPrecise':
      'اكتب سؤال بحثك سؤالًا مباشرًا واحدًا يذكر ما تقارنه أو تغيّره وما تقيسه، مثل “هل يغيّر X الـY في Z؟”: ما X وY وZ لديك؟',
    'questions.ct.questionMissing': 'لا يقول ملخصك ما السؤال الذي يطرحه العمل: أضفه بعد الغرض مباشرة.',
    'questions.ct.questionStated': 'يقول ملخصك ما يسأله العمل؛ تأكّد أن السؤال محدّد بما يكفي لتجيب عنه بياناتك.',
    'questions.ct.figuresMissingMany': 'الأرقام {{list}} من إجابتك ليست في ملخصك؛ الاستنتاج بلا بياناته يطلب من القرّاء أن يثقوا بك.',
    'questions.ct.figuresMissingOne': 'الرقم {{list}} من إجابتك ليس في ملخصك؛ الاستنتاج بلا بياناته يطلب من القرّاء أن يثقوا بك.',
    'questions.ct.figuresPresent': 'يتضمن ملخصك بيانات إجابتك؛ تأكّد أن كل رقم يأتي مع ما يقيسه.',
    'questions.ct.answerWithoutFigures': 'تذكر إجابتك فروقًا دون حجمها: اذكر الأرقام (كم أكثر، كم أقل) التي تستند إليها استنتاجاتك.',
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
