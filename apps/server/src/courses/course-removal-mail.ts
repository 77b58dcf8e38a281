// The e-mail that tells a co-trainer another trainer removed them from a course (docs/courses.md
// "Corrections"), in the course's language (accounts keep no language): which course, that their
// comments stay, and that the invitations they sent no longer work. No link: nothing is left for
// them to open.
import { PRODUCT_NAME } from '@scicomm/shared';
import type { CourseLanguage } from '@scicomm/shared/course-api';
import { isolatedInMail } from './course-mail-text.ts';

const WORDING: Record<CourseLanguage, { subject: string; text: (course: string) => string }> = {
  en: {
    subject: `You no longer co-train a course in ${PRODUCT_NAME}`,
    text: (course) =>
      `Hello,\n\nA trainer of the course “${course}” removed you from its trainers in ${PRODUCT_NAME}. You no longer see the course; the comments you wrote stay, and the co-trainer invitations you sent no longer work. If this is a mistake, ask the course's trainer to invite you again.`,
  },
  he: {
    subject: `אינכם מנחים עוד קורס ב־${PRODUCT_NAME}`,
    text: (course) =>
      `שלום,\n\nמנחה בקורס „${course}” הסיר אתכם ממנחי הקורס ב־${PRODUCT_NAME}. הקורס כבר לא מוצג לכם; התגובות שכתבתם נשארות, וההזמנות להנחיה משותפת ששלחתם כבר לא פועלות. אם זו טעות, בקשו ממנחה הקורס להזמין אתכם שוב.`,
  },
  ar: {
    subject: `لم تعد تشارك في تدريب دورة في ${PRODUCT_NAME}`,
    text: (course) =>
      `مرحبًا،\n\nأزالك مدرّب في دورة «${course}» من مدرّبيها في ${PRODUCT_NAME}. لم تعد الدورة تظهر لك؛ تبقى التعليقات التي كتبتها، ولم تعد دعوات المشاركة في التدريب التي أرسلتها صالحة. إن كان ذلك خطأً، فاطلب من مدرّب الدورة دعوتك من جديد.`,
  },
};

export function trainerRemovedMail(language: CourseLanguage, courseName: string): { subject: string; text: string } {
  const wording = WORDING[language] ?? WORDING.en;
  return { subject: wording.subject, text: wording.text(isolatedInMail(courseName)) };
}
