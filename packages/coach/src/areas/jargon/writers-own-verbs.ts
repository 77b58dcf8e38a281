// An Arabic verb of the writer's own doing, "we …": the past's «ـنا» (ألصقنا, قسنا, فحصناها) or the
// present's «نـ» (نضخ, نزن, نحمّص). The counts band these inflected forms rare though their verbs are
// everyday: of the words questions asked on them and labelled, 2 of 27 were fair.
// Marks only: normaliseArabicForm's one alef would read «ألصقنا» as the definite «الصقنا».
const MARKS = /[\u064b-\u065f\u0670\u0640]/gu;

export function arabicVerbOfOurs(word: string): boolean {
  const plain = word.replace(MARKS, '').replace(/^[وف](?=\S{3})/u, '');
  if (!/^[\u0621-\u064a]+$/u.test(plain) || /^(?:[بكف]?ال|لل)/u.test(plain)) return false;
  // Not a noun in «ـونا» (كورونا).
  if (/^\S{2,}نا(?:ها|هما|هم|هن|ه|كم)?$/u.test(plain)) return !/ونا$/u.test(plain);
  const stem = plain.replace(/(?:ها|ه)$/u, '');
  return stem.startsWith('ن') && stem.length >= 3 && stem.length <= 4;
}
