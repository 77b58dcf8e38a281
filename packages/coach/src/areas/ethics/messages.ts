// Messages of the ethics area (the concerns a text names or leaves out): its heading and lesson
// (feedback/rhetoric-feedback.ts) and the LLM coach's findings and questions.
// {{- name}} is a value the coach has already escaped (a list of quoted excerpts).
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const ethicsMessages: FindingCatalogue = {
  en: {
    'teach.ethics':
      'Check your resolutions against this list and add what is missing: who is affected, how consent is asked, whether anyone could be identified, who pays for the work, and what could go wrong.',
    'ethics.covered': 'Your issue and resolutions deal with {{- concerns}}.',
    'ethics.concernSeparator': '; ',
    'ethics.concern.stakeholders': '• who is affected ({{- words}})',
    'ethics.concern.consent': '• consent ({{- words}})',
    'ethics.concern.privacy': '• privacy and confidentiality ({{- words}})',
    'ethics.concern.conflictOfInterest': '• conflicts of interest ({{- words}})',
    'ethics.concern.risk': '• risks and harms ({{- words}})',
    'ethics.noConcernNamed':
      'Your text does not yet name who is affected, consent, privacy, conflicts of interest or risks in so many words.',
    'ethics.questionsHeading': 'Questions to think about before your final text:',
    'ethics.question.stakeholders':
      '• Who else could be affected when your work is presented: participants, their families, a community, or readers who may misunderstand it?',
    'ethics.question.consent': '• Did everyone who appears in your work agree to it, knowing how it would be presented, and can they withdraw?',
    'ethics.question.conflictOfInterest':
      '• Who funds the work or could profit from it, and do your readers need to know that to judge it fairly?',
    'ethics.questionAt.stakeholders':
      '• Who else could be affected when your work is presented: participants, their families, a community, or readers who may misunderstand it? Name them in your final text, for example after “{{sentence}}”.',
    'ethics.questionAt.consent':
      '• Did everyone who appears in your work agree to it, knowing how it would be presented, and can they withdraw? If people appear in it, say how they agreed or how you will ask them, next to “{{sentence}}”.',
    'ethics.questionAt.conflictOfInterest':
      '• Who funds the work or could profit from it, and do your readers need to know that to judge it fairly? If they do, say it right after “{{sentence}}”.',
  },
  he: {
    'teach.ethics':
      'בדקו את הפתרונות שלכם מול הרשימה הזאת והוסיפו את מה שחסר: מי מושפע, איך מבקשים הסכמה, האם אפשר לזהות מישהו, מי מממן את העבודה, ומה עלול להשתבש.',
    'ethics.covered': 'הסוגיה והפתרונות שלכם עוסקים ב{{- concerns}}.',
    'ethics.concernSeparator': '; ',
    'ethics.concern.stakeholders': '• מי מושפע ({{- words}})',
    'ethics.concern.consent': '• הסכמה ({{- words}})',
    'ethics.concern.privacy': '• פרטיות וסודיות ({{- words}})',
    'ethics.concern.conflictOfInterest': '• ניגודי עניינים ({{- words}})',
    'ethics.concern.risk': '• סיכונים ונזקים ({{- words}})',
    'ethics.noConcernNamed': 'הטקסט שלכם עדיין לא מזכיר במפורש את מי שמושפע, הסכמה, פרטיות, ניגודי עניינים או סיכונים.',
    'ethics.questionsHeading': 'שאלות לחשוב עליהן לפני הטקסט הסופי:',
    'ethics.question.stakeholders':
      '• מי עוד עלול להיות מושפע כשהעבודה שלכם מוצגת: משתתפים, בני משפחותיהם, קהילה, או קוראים שעלולים להבין אותה לא נכון?',
    'ethics.question.consent': '• האם כל מי שמופיע בעבודה שלכם הסכים לכך, בידיעה איך היא תוצג, והאם הם יכולים לחזור בהם?',
    'ethics.question.conflictOfInterest': '• מי מממן את העבודה או עשוי להרוויח ממנה, והאם הקוראים צריכים לדעת זאת כדי לשפוט אותה בהגינות?',
    'ethics.questionAt.stakeholders':
      '• מי עוד עלול להיות מושפע כשהעבודה שלכם מוצגת: המשתתפים, בני משפחותיהם, קהילה, או קוראים שעלולים להבין אותה לא נכון? ציינו אותם בטקסט הסופי, למשל אחרי "{{sentence}}".',
    'ethics.questionAt.consent':
      '• האם כל מי שמופיע בעבודה שלכם הסכים לכך, בידיעה איך היא תוצג, והאם הם יכולים לחזור בהם? אם מופיעים בה אנשים, כתבו איך הם הסכימו או איך תבקשו את הסכמתם, ליד "{{sentence}}".',
    'ethics.questionAt.conflictOfInterest':
      '• מי מממן את העבודה או עשוי להרוויח ממנה, והאם הקוראים צריכים לדעת זאת כדי לשפוט אותה בהגינות? אם כן, כתבו זאת מיד אחרי "{{sentence}}".',
  },
  ar: {
    'teach.ethics':
      'من المفيد مراجعة حلولك مقابل هذه القائمة وإضافة ما ينقص: مَن يتأثر، وكيف تُطلب الموافقة، وهل يمكن التعرّف على أحد، ومَن يموّل العمل، وما الذي قد يسوء.',
    'ethics.covered': 'تتناول قضيتك وحلولك {{- concerns}}.',
    'ethics.concernSeparator': '؛ ',
    'ethics.concern.stakeholders': '• مَن يتأثر ({{- words}})',
    'ethics.concern.consent': '• الموافقة ({{- words}})',
    'ethics.concern.privacy': '• الخصوصية والسرية ({{- words}})',
    'ethics.concern.conflictOfInterest': '• تضارب المصالح ({{- words}})',
    'ethics.concern.risk': '• المخاطر والأضرار ({{- words}})',
    'ethics.noConcernNamed': 'لا يذكر نصك بعد صراحةً مَن يتأثر، أو الموافقة، أو الخصوصية، أو تضارب المصالح، أو المخاطر.',
    'ethics.questionsHeading': 'أسئلة للتفكير فيها قبل نصك النهائي:',
    'ethics.question.stakeholders':
      '• مَن غيرهم قد يتأثر حين يُعرض عملك: المشاركون، أو عائلاتهم، أو مجتمع ما، أو قرّاء قد يسيئون فهمه؟',
    'ethics.question.consent': '• هل وافق كل من يظهر في عملك على ذلك، وهو يعرف كيف سيُعرض، وهل يمكنه الانسحاب؟',
    'ethics.question.conflictOfInterest': '• مَن يموّل العمل أو قد يستفيد منه، وهل يحتاج قرّاؤك إلى معرفة ذلك للحكم عليه بإنصاف؟',
    'ethics.questionAt.stakeholders':
      '• مَن غيرُهم قد يتأثر حين يُعرض عملك: المشاركون أو عائلاتهم أو مجتمع ما أو قرّاء قد يسيئون فهمه؟ من المفيد ذكرهم في نصك النهائي، مثلًا بعد «{{sentence}}».',
    'ethics.questionAt.consent':
      '• هل وافق كل من يظهر في عملك على ذلك، وهو يعرف كيف سيُعرض، وهل يمكنه الانسحاب؟ إن ظهر فيه أشخاص، فمن المفيد ذكر كيف وافقوا أو كيف ستُطلب موافقتهم، بجانب «{{sentence}}».',
    'ethics.questionAt.conflictOfInterest':
      '• مَن يموّل العمل أو قد يستفيد منه، وهل يحتاج قرّاؤك إلى معرفة ذلك للحكم عليه بإنصاف؟ إن كان كذلك، فمن المفيد ذكره مباشرة بعد «{{sentence}}».',
  },
};
