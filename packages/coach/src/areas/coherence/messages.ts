// Messages of the coherence area (how the text's words link its sentences): the LLM coach's
// findings on Coherence questions (the bare "This" rule's are in bare-demonstrative/kind.ts). Hebrew addresses
// the writer in the plural, Arabic without grammatical gender. Lists ({{list}}) arrive already quoted and
// joined in the language; the student's words in them are escaped by the renderer.
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const coherenceMessages: FindingCatalogue = {
  en: {
    'questions.adverbs.intensifiersMany':
      '{{list}} add emphasis but not precision: replace them with a number or a precise adverb such as “twice”, “markedly” or “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} adds emphasis but not precision: replace it with a number or a precise adverb such as “twice”, “markedly” or “consistently”.',

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
  },
  he: {
    'questions.adverbs.intensifiersMany':
      '{{list}} מוסיפים הדגשה אבל לא דיוק: החליפו אותם במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} מוסיף הדגשה אבל לא דיוק: החליפו אותו במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',

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
  },
  ar: {
    'questions.adverbs.intensifiersMany':
      '{{list}} تضيف تأكيدًا لا دقة: من المفيد استبدالها برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} يضيف تأكيدًا لا دقة: من المفيد استبداله برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',

    'questions.pronouns.vagueIt':
      'تبدأ الجملة {{sentence}} بـ“{{pronoun}}”، ولا يستطيع القرّاء معرفة ما يشير إليه؛ من المفيد تسمية المقصود (“This trend is …”).',
    'questions.pronouns.clear': 'كل ضمير فحصته يأتي بعد اسم يمكن أن يشير إليه. في قراءة أخرى لكل ضمير آخر: هل يمكن أن يشير إلى شيئين؟',
    'questions.pronouns.referentMissing':
      '“{{word}}”، الذي يعود إليه “{{pronoun}}” لديك، لا يظهر في نصك، فلا يستطيع القرّاء الربط بينهما: من المفيد ذكره قبل الضمير.',
    'questions.pronouns.replaceNoun':
      '“{{noun}}” يظهر {{times}}: حيث يعود في الجملة التالية مباشرة، يمكنك تجربة “{{pronoun}}” بدلًا منه، مع إبقاء الاسم في بداية الفقرة.',

    'questions.verbs.varied': 'أفعالك الشائعة متنوعة جيدًا: {{list}} يتكرر كلٌّ منها مرتين على الأكثر.',

    'questions.connectors.paragraphUnlinked':
      'تبدأ الفقرة {{paragraph}} دون كلمة تربطها بالفقرة السابقة. كيف تتبعها: خطوة تالية (“بعد ذلك”)، نتيجة (“نتيجة لذلك”)، مقابلة (“لكن”)؟ من المفيد قول ذلك في بدايتها.',
    'questions.connectors.missing.contrast': 'لا أداة ربط للمقابلة في نصك؛ حيث تقيّد نقطةٌ نقطةً أخرى، من المفيد قول ذلك ({{list}}).',
    'questions.connectors.missing.cause': 'لا أداة ربط للسبب والنتيجة في نصك؛ حيث تفسّر نقطةٌ نقطةً أخرى، من المفيد قول ذلك ({{list}}).',
    'questions.connectors.missing.addition': 'لا أداة ربط للإضافة في نصك؛ حيث تضيف نقطةٌ إلى أخرى، من المفيد قول ذلك ({{list}}).',
  },
};
