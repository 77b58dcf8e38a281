// The e-mail a student gets when a trainer comments on their course work and they asked for it
// (docs/courses.md "Comments"; one an hour at most, course-comment-mail-sender.ts): in the
// student's language (else the course's), naming the course (the student's own, which they asked
// mail about) but nothing of the work — no comment, quote, text or trainer name — only a link to
// each submission commented on, opening at its newest comment, read after signing in.
import { PRODUCT_NAME } from '@scicomm/shared';
import type { CourseLanguage } from '@scicomm/shared/course-api';
import { isolatedInMail } from './course-mail-text.ts';

const WORDING: Record<CourseLanguage, { subject: string; lines: (course: string) => readonly string[]; off: string }> = {
  en: {
    subject: `A new comment on your work in ${PRODUCT_NAME}`,
    lines: (course) => ['Hello,', '', `A trainer of your course “${course}” commented on your work. To read it, sign in and open:`],
    off: 'You get this e-mail because you asked for it on the course page; you can turn it off there.',
  },
  he: {
    subject: `תגובה חדשה על העבודה שלכם ב־${PRODUCT_NAME}`,
    lines: (course) => ['שלום,', '', `מנחה בקורס שלכם „${course}” הגיב על העבודה שלכם. כדי לקרוא את התגובה, היכנסו ופתחו:`],
    off: 'קיבלתם את הדוא״ל הזה כי ביקשתם אותו בדף הקורס; אפשר לכבות אותו שם.',
  },
  ar: {
    subject: `تعليق جديد على عملك في ${PRODUCT_NAME}`,
    lines: (course) => ['مرحبًا،', '', `علّق مدرّب في دورتك «${course}» على عملك. لقراءة التعليق، سجّل الدخول وافتح:`],
    off: 'تصلك هذه الرسالة لأنك طلبتها في صفحة الدورة، ويمكنك إيقافها هناك.',
  },
};


export function commentMail(
  language: CourseLanguage,
  courseName: string,
  links: readonly string[],
): { subject: string; text: string } {
  const wording = WORDING[language] ?? WORDING.en;
  return { subject: wording.subject, text: [...wording.lines(isolatedInMail(courseName)), '', ...links, '', wording.off].join('\n') };
}
