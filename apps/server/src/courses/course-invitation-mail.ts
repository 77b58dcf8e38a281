// The e-mail inviting someone to co-train a course (docs/courses.md "Co-trainers"): in the course's
// language (accounts keep no language of their own) and holding nothing a trainer typed — no
// course name, no trainer name — so the invitation cannot carry someone's text to any address.
// The link opens the invitation, where the invited person sees the course after signing in.
import { PRODUCT_NAME } from '@scicomm/shared';
import { TRAINER_INVITATION_DAYS, type CourseLanguage } from '@scicomm/shared/course-api';

const WORDING: Record<CourseLanguage, { subject: string; lines: readonly string[]; after: string }> = {
  en: {
    subject: `An invitation to co-train a course in ${PRODUCT_NAME}`,
    lines: [
      'Hello,',
      '',
      `A trainer invited this e-mail address to co-train a course in ${PRODUCT_NAME}. To see the course and accept or decline, open the link below and sign in with this address (or create an account with it):`,
    ],
    after: `The link works once, for ${TRAINER_INVITATION_DAYS} days. If you did not expect this invitation, ignore this e-mail: nothing happens without your answer.`,
  },
  he: {
    subject: `הזמנה להנחות יחד קורס ב־${PRODUCT_NAME}`,
    lines: [
      'שלום,',
      '',
      `מנחה הזמין את כתובת הדוא״ל הזו להנחות יחד קורס ב־${PRODUCT_NAME}. כדי לראות את הקורס ולקבל או לדחות את ההזמנה, פתחו את הקישור ונכנסו עם הכתובת הזו (או צרו איתה חשבון):`,
    ],
    after: `הקישור פועל פעם אחת, במשך ${TRAINER_INVITATION_DAYS} ימים. אם לא ציפיתם להזמנה הזו, אפשר להתעלם מהדוא״ל: שום דבר לא קורה בלי תשובה מכם.`,
  },
  ar: {
    subject: `دعوة للمشاركة في تدريب دورة في ${PRODUCT_NAME}`,
    lines: [
      'مرحبًا،',
      '',
      `دعا مدرّبٌ عنوان البريد الإلكتروني هذا للمشاركة في تدريب دورة في ${PRODUCT_NAME}. لرؤية الدورة وقبول الدعوة أو رفضها: فتح الرابط أدناه وتسجيل الدخول بهذا العنوان (أو إنشاء حساب به):`,
    ],
    after: `يعمل الرابط مرة واحدة، مدة ${TRAINER_INVITATION_DAYS} يومًا. إن لم تكن هذه الدعوة متوقَّعة، فيمكن تجاهل هذه الرسالة: لا يحدث شيء دون ردّ.`,
  },
};

export function invitationMail(language: CourseLanguage, link: string): { subject: string; text: string } {
  const wording = WORDING[language] ?? WORDING.en;
  return { subject: wording.subject, text: [...wording.lines, '', link, '', wording.after].join('\n') };
}
