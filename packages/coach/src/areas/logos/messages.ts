// Messages of the logos area (reasoning and evidence): its heading, its lesson where no claim is
// shown (feedback/rhetoric-feedback.ts), and the LLM coach's findings (llm/llm-findings.ts).
// Hebrew speaks to the student in the plural, Arabic without grammatical gender, as the rest of the coach.
// {{- name}} is a value the coach has already escaped (a list of quoted excerpts).
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const logosMessages: FindingCatalogue = {
  en: {
    'evidence.present': 'You back your claims with evidence ({{- items}}). Make sure each claim has its support.',
    'evidence.none': 'Back your main claim with evidence: a figure with its unit, a study, or something you observed.',
    'logos.heading': '<strong>Logos (reasoning and evidence)</strong>',
    'teach.logos':
      'Before your next version, find the sentence in your summary that backs your main claim: a number, a finding or a source a reader could check. If you cannot find one, add it.',
    'logos.noEvidence': 'Which figure, finding or source in your text could a reader check? If there is none yet, add one, such as a figure with its unit or what you found.',
    'logos.causeLink': 'You link cause and effect with {{- connectors}}: check that each link is one your evidence shows, not only two things that changed together.',
    'logos.noCauseLink': 'Show how one point leads to the next with a word such as “because”, “therefore” or “as a result”.',
    'logos.unsupportedClaim': 'This claim has no support in its sentence or the next: “{{claim}}” What figure, result or source could back it?',
  },
  he: {
    'evidence.present': 'אתם מגבים את הטענות שלכם בראיות ({{- items}}). ודאו שלכל טענה יש תמיכה.',
    'evidence.none': 'גבו את הטענה המרכזית שלכם בראיות: נתון עם יחידת המידה שלו, מחקר, או משהו שצפיתם בו.',
    'logos.heading': '<strong>לוגוס (היגיון וראיות)</strong>',
    'teach.logos':
      'לפני הגרסה הבאה, מצאו בתקציר את המשפט שמגבה את הטענה המרכזית שלכם: מספר, ממצא או מקור שקורא יכול לבדוק. אם אין כזה, הוסיפו אותו.',
    'logos.noEvidence': 'איזה נתון, ממצא או מקור בטקסט שלכם קורא יכול לבדוק? אם עוד אין כזה, הוסיפו אחד, כמו נתון עם יחידת המידה שלו או משהו שמצאתם.',
    'logos.causeLink': 'אתם מקשרים בין סיבה לתוצאה בעזרת {{- connectors}}: ודאו שכל קשר כזה הוא קשר שהראיות שלכם מראות, ולא רק שני דברים שהשתנו יחד.',
    'logos.noCauseLink': 'הראו איך נקודה אחת מובילה לבאה בעזרת מילה כמו "כי", "לכן" או "כתוצאה מכך".',
    'logos.unsupportedClaim': 'לטענה הזאת אין תמיכה במשפט שלה או בבא אחריו: "{{claim}}" איזה נתון, תוצאה או מקור יכולים לגבות אותה?',
  },
  ar: {
    'evidence.present': 'ادعاءاتك مدعومة بأدلة ({{- items}}). المهم أن يكون لكل ادعاء ما يدعمه.',
    'evidence.none': 'ادعاؤك الرئيسي يحتاج إلى دليل: رقم مع وحدته، أو دراسة، أو شيء لاحظته.',
    'logos.heading': '<strong>اللوغوس (المنطق والأدلة)</strong>',
    'teach.logos':
      'قبل نسختك التالية: أين في ملخصك الجملة التي تدعم ادعاءك الرئيسي، برقم أو نتيجة أو مصدر يستطيع القارئ التحقق منه؟ إن لم تكن فيه جملة كهذه، فمن المفيد إضافتها.',
    'logos.noEvidence': 'أيّ رقم أو نتيجة أو مصدر في نصك يستطيع القارئ التحقق منه؟ إن لم يكن فيه شيء بعد، فمن المفيد إضافة واحد، مثل رقم مع وحدته أو ما وجدته.',
    'logos.causeLink': 'في ملخصك ربط بين السبب والنتيجة بـ{{- connectors}}: المهم أن تُظهر أدلتك كل رابط منها، لا مجرد أمرين تغيّرا معًا.',
    'logos.noCauseLink': 'من المفيد إظهار كيف تقود نقطة إلى التالية بكلمة مثل «لأن» أو «لذلك» أو «نتيجة لذلك».',
    'logos.unsupportedClaim': 'هذا الادعاء بلا دعم في جملته ولا في الجملة التي تليه: «{{claim}}» ما الرقم أو النتيجة أو المصدر الذي يمكن أن يدعمه؟',
  },
};
