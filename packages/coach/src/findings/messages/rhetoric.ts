// Messages of the Persuasion and Rhetorics and Ethics feedback (rhetoric-feedback.ts) and of the
// LLM coach's findings in those areas (llm/llm-findings.ts). Hebrew speaks to the student in the
// plural ("אתם", "שלכם") and spells pathos "פאתוס", as the rest of the Hebrew coach does; Arabic
// speaks in the singular, as the rest of the Arabic coach does.
// {{- name}} is a value the coach has already escaped (a list of quoted excerpts).
import type { FindingCatalogue } from './catalogue.ts';

export const rhetoricMessages: FindingCatalogue = {
  en: {
    'logos.heading': '<strong>Logos (reasoning and evidence)</strong>',
    'teach.logos':
      'Before your next version, point to the sentence that backs your main claim: a number, a finding or a source a reader could check. If you cannot find one, add it.',
    'teach.pathos': 'Point to the sentence where your readers meet the value you share with them. If none does yet, write one.',
    'teach.ethos':
      'Point to the words that tell readers why they can trust you: where you work, what you have done, how you work. If there are none, add a short phrase.',
    'teach.ethics':
      'Check your resolutions against this list and add what is missing: who is affected, how consent is asked, whether anyone could be identified, who pays for the work, and what could go wrong.',
    'logos.noEvidence': 'Which figure, finding or source in your text could a reader check? If there is none yet, add one, such as a figure with its unit or what you found.',
    'logos.causeLink': 'You link cause and effect with {{- connectors}}: check that each link is one your evidence shows, not only two things that changed together.',
    'logos.evidenceCheck':
      'You give figures ({{- items}}). Do they show what this claim says, or only that two things changed at the same time? “{{claim}}” Say how you know one caused the other, or say less.',
    'logos.noCauseLink': 'Show how one point leads to the next with a word such as “because”, “therefore” or “as a result”.',
    'logos.unsupportedClaim': 'This claim has no support in its sentence or the next: “{{claim}}” What figure, result or source could back it?',
    'pathos.heading': '<strong>Pathos (the value you share with your readers: “{{value}}”)</strong>',
    'pathos.valueNamed': 'Your summary names the value itself ({{- words}}).',
    'pathos.valueClose': 'It uses words close to it: {{- words}}.',
    'pathos.valueMissing': 'Where does your summary show readers how your work touches what they care about? If nowhere yet, add a sentence that does.',
    'pathos.answerNoButPresent': 'You answered No, yet some of its words are there ({{- words}}): make the link explicit.',
    'ethos.heading': '<strong>Ethos (why readers should trust you)</strong>',
    'ethos.affiliation': 'Your summary says where you work: {{- phrases}}.',
    'ethos.experience': 'It says what you have done before: {{- phrases}}.',
    'ethos.method': 'It says how you work: {{- phrases}}.',
    'ethos.noAffiliation': 'Does it say where you work? If not, add a short phrase where you first speak of your work, “{{sentence}}”, such as “at the University of …” or “in our lab”.',
    'ethos.noExperience': 'Does it say what you have done before? If not, add a short phrase where you first speak of your work, “{{sentence}}”, such as “for five years I have studied …”.',
    'ethos.noAffiliationAnywhere': 'Does it say who you are and where you work? If not, add a sentence about your work, such as “In our lab at the University of … we …”.',
    'ethos.noExperienceAnywhere': 'Does it say what you have done before? If not, add a sentence about your work, such as “For five years I have studied …”.',
    'ethos.noMethod': 'Does it say how you work? If not, a short phrase is enough, such as “we measured …” or “in a survey of …”.',
    'ethos.statementMissing': 'From what you told me about yourself, most of it is not in the summary yet ({{- words}} missing). For example, you could add: “{{statement}}”.',
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
    'logos.heading': '<strong>לוגוס (היגיון וראיות)</strong>',
    'teach.logos':
      'לפני הגרסה הבאה, הצביעו על המשפט שמגבה את הטענה המרכזית שלכם: מספר, ממצא או מקור שקורא יכול לבדוק. אם אין כזה, הוסיפו אותו.',
    'teach.pathos': 'הצביעו על המשפט שבו הקוראים פוגשים את הערך המשותף לכם. אם עדיין אין כזה, כתבו אחד.',
    'teach.ethos':
      'הצביעו על המילים שאומרות לקוראים למה אפשר לסמוך עליכם: איפה אתם עובדים, מה עשיתם, איך אתם עובדים. אם אין כאלה, הוסיפו ביטוי קצר.',
    'teach.ethics':
      'בדקו את הפתרונות שלכם מול הרשימה הזאת והוסיפו את מה שחסר: מי מושפע, איך מבקשים הסכמה, האם אפשר לזהות מישהו, מי מממן את העבודה, ומה עלול להשתבש.',
    'logos.noEvidence': 'איזה נתון, ממצא או מקור בטקסט שלכם קורא יכול לבדוק? אם עוד אין כזה, הוסיפו אחד, כמו נתון עם יחידת המידה שלו או משהו שמצאתם.',
    'logos.causeLink': 'אתם מקשרים בין סיבה לתוצאה בעזרת {{- connectors}}: ודאו שכל קשר כזה הוא קשר שהראיות שלכם מראות, ולא רק שני דברים שהשתנו יחד.',
    'logos.evidenceCheck':
      'אתם מביאים נתונים ({{- items}}). האם הם מראים את מה שהטענה הזאת אומרת, או רק ששני דברים השתנו באותו זמן? "{{claim}}" כתבו איך אתם יודעים שדבר אחד גרם לשני, או טענו פחות.',
    'logos.noCauseLink': 'הראו איך נקודה אחת מובילה לבאה בעזרת מילה כמו "כי", "לכן" או "כתוצאה מכך".',
    'logos.unsupportedClaim': 'לטענה הזאת אין תמיכה במשפט שלה או בבא אחריו: "{{claim}}" איזה נתון, תוצאה או מקור יכולים לגבות אותה?',
    'pathos.heading': '<strong>פאתוס (הערך המשותף לכם ולקוראים: "{{value}}")</strong>',
    'pathos.valueNamed': 'התקציר שלכם מזכיר את הערך עצמו ({{- words}}).',
    'pathos.valueClose': 'הוא משתמש במילים קרובות אליו: {{- words}}.',
    'pathos.valueMissing': 'איפה התקציר מראה לקוראים איך העבודה שלכם נוגעת במה שחשוב להם? אם עוד לא, הוסיפו משפט שעושה זאת.',
    'pathos.answerNoButPresent': 'עניתם "לא", אבל חלק מהמילים שלו נמצאות שם ({{- words}}): הפכו את הקשר למפורש.',
    'ethos.heading': '<strong>אתוס (למה הקוראים צריכים לסמוך עליכם)</strong>',
    'ethos.affiliation': 'התקציר שלכם אומר איפה אתם עובדים: {{- phrases}}.',
    'ethos.experience': 'הוא אומר מה עשיתם בעבר: {{- phrases}}.',
    'ethos.method': 'הוא אומר איך אתם עובדים: {{- phrases}}.',
    'ethos.noAffiliation': 'האם הוא אומר איפה אתם עובדים? אם לא, הוסיפו ביטוי קצר במקום שבו אתם מדברים לראשונה על העבודה שלכם, "{{sentence}}", כמו "באוניברסיטת …" או "במעבדה שלנו".',
    'ethos.noExperience': 'האם הוא אומר מה עשיתם בעבר? אם לא, הוסיפו ביטוי קצר במקום שבו אתם מדברים לראשונה על העבודה שלכם, "{{sentence}}", כמו "כבר חמש שנים אני חוקרת …".',
    'ethos.noAffiliationAnywhere': 'האם הוא אומר מי אתם ואיפה אתם עובדים? אם לא, הוסיפו משפט על העבודה שלכם, כמו "במעבדה שלנו באוניברסיטת … אנחנו …".',
    'ethos.noExperienceAnywhere': 'האם הוא אומר מה עשיתם בעבר? אם לא, הוסיפו משפט על העבודה שלכם, כמו "כבר חמש שנים אני חוקרת …".',
    'ethos.noMethod': 'האם הוא אומר איך אתם עובדים? אם לא, מספיק ביטוי קצר, כמו "מדדנו …" או "בסקר של …".',
    'ethos.statementMissing': 'ממה שסיפרתם לי על עצמכם, רובו עוד לא נמצא בתקציר (חסרים: {{- words}}). למשל, תוכלו להוסיף: "{{statement}}".',
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
    'logos.heading': '<strong>اللوغوس (المنطق والأدلة)</strong>',
    'teach.logos':
      'قبل نسختك التالية، أشِر إلى الجملة التي تدعم ادعاءك الرئيسي: رقم أو نتيجة أو مصدر يستطيع القارئ التحقق منه. إن لم تجد جملة كهذه، فأضِفها.',
    'teach.pathos': 'أشِر إلى الجملة التي يلتقي فيها قرّاؤك بالقيمة المشتركة بينكم. إن لم تكن هناك جملة كهذه بعد، فاكتب واحدة.',
    'teach.ethos':
      'أشِر إلى الكلمات التي تخبر القرّاء لماذا يمكنهم الوثوق بك: أين تعمل، وماذا أنجزت، وكيف تعمل. إن لم تجدها، فأضِف عبارة قصيرة.',
    'teach.ethics':
      'راجِع حلولك مقابل هذه القائمة وأضِف ما ينقص: مَن يتأثر، وكيف تُطلب الموافقة، وهل يمكن التعرّف على أحد، ومَن يموّل العمل، وما الذي قد يسوء.',
    'logos.noEvidence': 'أيّ رقم أو نتيجة أو مصدر في نصك يستطيع القارئ التحقق منه؟ إن لم يكن فيه شيء بعد، فأضف واحدًا، مثل رقم مع وحدته أو ما وجدته.',
    'logos.causeLink': 'أنت تربط السبب بالنتيجة بـ{{- connectors}}: تأكّد أن كل رابط منها تُظهره أدلتك، لا مجرد أمرين تغيّرا معًا.',
    'logos.evidenceCheck':
      'أنت تقدّم أرقامًا ({{- items}}). هل تُظهر ما يقوله هذا الادعاء، أم فقط أن أمرين تغيّرا في الوقت نفسه؟ «{{claim}}» قل كيف تعرف أن أحدهما سبّب الآخر، أو قل أقل.',
    'logos.noCauseLink': 'بيّن كيف تقود نقطة إلى التالية بكلمة مثل «لأن» أو «لذلك» أو «نتيجة لذلك».',
    'logos.unsupportedClaim': 'هذا الادعاء بلا دعم في جملته ولا في الجملة التي تليه: «{{claim}}» ما الرقم أو النتيجة أو المصدر الذي يمكن أن يدعمه؟',
    'pathos.heading': '<strong>الباثوس (القيمة المشتركة بينك وبين قرّائك: «{{value}}»)</strong>',
    'pathos.valueNamed': 'يذكر ملخصك القيمة نفسها ({{- words}}).',
    'pathos.valueClose': 'يستخدم كلمات قريبة منها: {{- words}}.',
    'pathos.valueMissing': 'أين يُظهر ملخصك للقرّاء كيف يمسّ عملك ما يهمّهم؟ إن لم يفعل بعد، فأضف جملة تفعل ذلك.',
    'pathos.answerNoButPresent': 'أجبت «لا»، لكن بعض كلماتها موجودة ({{- words}}): اجعل الصلة صريحة.',
    'ethos.heading': '<strong>الإيثوس (لماذا ينبغي أن يثق بك القرّاء)</strong>',
    'ethos.affiliation': 'يذكر ملخصك أين تعمل: {{- phrases}}.',
    'ethos.experience': 'ويذكر ما أنجزته من قبل: {{- phrases}}.',
    'ethos.method': 'ويذكر كيف تعمل: {{- phrases}}.',
    'ethos.noAffiliation': 'هل يذكر أين تعمل؟ إن لم يفعل، فأضف عبارة قصيرة حيث تتحدث عن عملك أول مرة، «{{sentence}}»، مثل «في جامعة …» أو «في مختبرنا».',
    'ethos.noExperience': 'هل يذكر ما أنجزته من قبل؟ إن لم يفعل، فأضف عبارة قصيرة حيث تتحدث عن عملك أول مرة، «{{sentence}}»، مثل «منذ خمس سنوات أدرس …».',
    'ethos.noAffiliationAnywhere': 'هل يذكر من أنت وأين تعمل؟ إن لم يفعل، فأضف جملة عن عملك، مثل «في مختبرنا في جامعة … نحن …».',
    'ethos.noExperienceAnywhere': 'هل يذكر ما أنجزته من قبل؟ إن لم يفعل، فأضف جملة عن عملك، مثل «منذ خمس سنوات أدرس …».',
    'ethos.noMethod': 'هل يذكر كيف تعمل؟ إن لم يفعل، تكفي عبارة قصيرة، مثل «قسنا …» أو «في مسح شمل …».',
    'ethos.statementMissing': 'مما أخبرتني به عن نفسك، معظمه ليس في الملخص بعد (ينقص: {{- words}}). مثلًا، يمكنك أن تضيف: «{{statement}}».',
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
      '• مَن غيرُهم قد يتأثر حين يُعرض عملك: المشاركون أو عائلاتهم أو مجتمع ما أو قرّاء قد يسيئون فهمه؟ اذكرهم في نصك النهائي، مثلًا بعد «{{sentence}}».',
    'ethics.questionAt.consent':
      '• هل وافق كل من يظهر في عملك على ذلك، وهو يعرف كيف سيُعرض، وهل يمكنه الانسحاب؟ إن ظهر فيه أشخاص، فاكتب كيف وافقوا أو كيف ستطلب موافقتهم، بجانب «{{sentence}}».',
    'ethics.questionAt.conflictOfInterest':
      '• مَن يموّل العمل أو قد يستفيد منه، وهل يحتاج قرّاؤك إلى معرفة ذلك للحكم عليه بإنصاف؟ إن كان كذلك، فاكتبه مباشرة بعد «{{sentence}}».',
  },
};
