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

    'questions.pronouns.clear': 'Each “this” and “they” I checked, and each “it” that opens a sentence, follows a noun it can point to. Read any other “it” once more: could it point to two things?',

    'questions.verbs.varied': 'Your common verbs vary well: {{list}} each come back at most twice.',

    'questions.connectors.paragraphUnlinked':
      'Paragraph {{paragraph}} opens without a word that links it to the paragraph before. How does it follow: a next step (“Next,”), an outcome (“As a result,”), a contrast (“However,”)? Say so at its start.',
  },
  he: {
    'questions.adverbs.intensifiersMany':
      '{{list}} מוסיפים הדגשה אבל לא דיוק: החליפו אותם במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} מוסיף הדגשה אבל לא דיוק: החליפו אותו במספר או בתואר פועל מדויק כמו “twice”, “markedly” או “consistently”.',

    'questions.pronouns.clear': 'כל “this” ו־“they” שבדקתי, וכל “it” שפותח משפט, באים אחרי שם עצם שהם יכולים להפנות אליו. קראו שוב כל “it” אחר: האם הוא יכול להפנות לשני דברים?',

    'questions.verbs.varied': 'הפעלים הנפוצים שלכם מגוונים היטב: {{list}} חוזרים כל אחד לכל היותר פעמיים.',

    'questions.connectors.paragraphUnlinked':
      'פסקה {{paragraph}} נפתחת בלי מילה שמקשרת אותה לפסקה שלפניה. איך היא ממשיכה: צעד הבא (“לאחר מכן”), תוצאה (“כתוצאה מכך”), ניגוד (“אולם”)? אמרו זאת בתחילתה.',
  },
  ar: {
    'questions.adverbs.intensifiersMany':
      '{{list}} تضيف تأكيدًا لا دقة: من المفيد استبدالها برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',
    'questions.adverbs.intensifierOne':
      '{{list}} يضيف تأكيدًا لا دقة: من المفيد استبداله برقم أو بظرف دقيق مثل “twice” أو “markedly” أو “consistently”.',

    'questions.pronouns.clear': 'كل ضمير فحصته يأتي بعد اسم يمكن أن يشير إليه. في قراءة أخرى لكل ضمير آخر: هل يمكن أن يشير إلى شيئين؟',

    'questions.verbs.varied': 'أفعالك الشائعة متنوعة جيدًا: {{list}} يتكرر كلٌّ منها مرتين على الأكثر.',

    'questions.connectors.paragraphUnlinked':
      'تبدأ الفقرة {{paragraph}} دون كلمة تربطها بالفقرة السابقة. كيف تتبعها: خطوة تالية (“بعد ذلك”)، نتيجة (“نتيجة لذلك”)، مقابلة (“لكن”)؟ من المفيد قول ذلك في بدايتها.',
  },
};
