// The e-mail a student gets when a trainer comments on their course work and they asked for it
// (docs/courses.md "Comments"; one an hour at most, course-comment-mail-sender.ts): in the
// student's language (else the course's), and nothing of the course's work in it — no comment, no
// quote, no text, no course or trainer name — only a link to each submission commented on, where
// the student reads the comments after signing in.
import { PRODUCT_NAME } from '@scicomm/shared';
import type { CourseLanguage } from '@scicomm/shared/course-api';

const WORDING: Record<CourseLanguage, { subject: string; lines: readonly string[]; off: string }> = {
  en: {
    subject: `A new comment on your work in ${PRODUCT_NAME}`,
    lines: ['Hello,', '', 'A trainer of your course commented on your work. To read it, sign in and open:'],
    off: 'You get this e-mail because you asked for it on the course page; you can turn it off there.',
  },
  he: {
    subject: `תגובה חדשה על העבודה שלכם ב־${PRODUCT_NAME}`,
    lines: ['שלום,', '', 'מנחה בקורס שלכם הגיב על העבודה שלכם. כדי לקרוא את התגובה, היכנסו ופתחו:'],
    off: 'קיבלתם את הדוא״ל הזה כי ביקשתם אותו בדף הקורס; אפשר לכבות אותו שם.',
  },
  ar: {
    subject: `تعليق جديد على عملك في ${PRODUCT_NAME}`,
    lines: ['مرحبًا،', '', 'علّق مدرّب في دورتك على عملك. لقراءة التعليق، سجّل الدخول وافتح:'],
    off: 'تصلك هذه الرسالة لأنك طلبتها في صفحة الدورة، ويمكنك إيقافها هناك.',
  },
};

export function commentMail(language: CourseLanguage, links: readonly string[]): { subject: string; text: string } {
  const wording = WORDING[language] ?? WORDING.en;
  return { subject: wording.subject, text: [...wording.lines, '', ...links, '', wording.off].join('\n') };
}
