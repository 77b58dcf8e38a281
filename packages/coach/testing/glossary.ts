// The Hebrew and Arabic glossary (docs/glossary.md) as checks the catalogue tests run on every
// string: the form of address each language uses, and one spelling for each product term.
// Hebrew speaks to the user in the plural, Arabic in the singular; a marker below is a word that
// only the other form produces, so a correct string never contains one.

type Language = 'he' | 'ar';

export interface GlossaryViolation {
  rule: string;
  found: string;
}

/** A whole word in the given script: not preceded or followed by another letter. */
function wholeWords(words: readonly string[], prefixes = ''): RegExp {
  const prefix = prefixes ? `[${prefixes}]?` : '';
  return new RegExp(`(?<!\\p{L})${prefix}(?:${words.join('|')})(?!\\p{L})`, 'gu');
}

const addressMarkers: Readonly<Record<Language, { rule: string; pattern: RegExp }[]>> = {
  he: [
    {
      rule: 'singular "you" (possessive or object suffix); the plural is שלכם, לכם, אתכם …',
      pattern: wholeWords(['שלך', 'לך', 'אותך', 'עליך', 'ממך', 'אצלך', 'בשבילך', 'ביכולתך', 'אתה']),
    },
    {
      rule: 'singular past "you did"; the plural is השתמשתם, כתבתם …',
      pattern: wholeWords(['השתמשת', 'כתבת', 'שמרת', 'שכחת', 'עזבת', 'עצרת', 'בחרת', 'ענית', 'הזנת', 'הקלדת', 'קיבלת'], 'וש'),
    },
    {
      rule: 'singular imperative or future; the plural is בחרו, לחצו, הקלידו, צרו, תוכלו …',
      pattern: wholeWords(['בחר', 'לחץ', 'הקלד', 'הזן', 'נסה', 'צור', 'שים', 'בדוק', 'ודא', 'הירשם', 'התחבר', 'היכנס', 'תוכלי']),
    },
  ],
  ar: [
    {
      rule: 'plural "you"; Arabic addresses the user in the singular (نصك، يمكنك، اكتب)',
      pattern: wholeWords(['أنتم', 'نصكم', 'نصوصكم', 'لديكم', 'يمكنكم', 'عليكم', 'بحثكم', 'قرّاءكم', 'اكتبوا', 'اختاروا', 'انقروا', 'اضغطوا', 'أدخلوا', 'حاولوا', 'أضيفوا', 'أعيدوا', 'الصقوا', 'ارفعوا']),
    },
    {
      rule: 'feminine singular "you"; Arabic uses the common singular form (اكتب، يمكنك)',
      pattern: wholeWords(['أنتِ', 'اكتبي', 'اختاري', 'اضغطي', 'انقري', 'أدخلي', 'حاولي', 'يمكنكِ', 'لديكِ']),
    },
  ],
};

const termVariants: Readonly<Record<Language, { rule: string; pattern: RegExp }[]>> = {
  he: [
    { rule: 'pathos is spelled פאתוס', pattern: wholeWords(['פתוס'], 'הוב') },
    { rule: "jargon is spelled ז'רגון", pattern: /[זג][׳’]רגון|ג'רגון/gu },
    { rule: 'score is ציון', pattern: wholeWords(['ניקוד', 'הניקוד']) },
    { rule: 'a common word is נפוצה, a band is רמת שכיחות', pattern: /(?<!\p{L})(?:מילה|מילים|המילים) שכיחות?(?!\p{L})/gu },
    { rule: 'mid-frequency is בשכיחות בינונית', pattern: /תדירות בינונית/gu },
    { rule: 'a connector is מילת קישור', pattern: /מיל(?:ת|ות) (?:חיבור|קשר)(?!\p{L})/gu },
    { rule: 'a hedge is a סייג (hedged: מסויג)', pattern: wholeWords(['גידור', 'מגודר', 'מגודרת', 'מגודרות']) },
    { rule: 'De-Jargonizer stays in Latin letters', pattern: /דה[-־]?ג'?רגונ/gu },
  ],
  ar: [
    { rule: 'logos is لوغوس', pattern: /لوجوس/gu },
    { rule: 'ethos is إيثوس', pattern: /(?<!\p{L})(?:ال)?ايثوس/gu },
    { rule: 'jargon is المصطلحات المتخصصة', pattern: /رطان/gu },
    { rule: 'a connector is أداة ربط', pattern: /كلم(?:ة|ات) (?:ال)?ربط/gu },
    { rule: 'the coach is المدرّب, with the shadda', pattern: wholeWords(['مدرب', 'المدرب']) },
    { rule: 'a band is فئة الشيوع (درجة is the score)', pattern: /درجة الشيوع/gu },
    { rule: 'mid-frequency is متوسطة الشيوع', pattern: /متوسطة (?:التكرار|التردد)/gu },
    { rule: 'De-Jargonizer stays in Latin letters', pattern: /دي ?جارجون/gu },
  ],
};

/**
 * The coach's Arabic speaks to the writer without grammatical gender, as its Hebrew does in the
 * plural (docs/glossary.md): no imperative (masculine اكتب, feminine اكتبي), no "you will / you
 * do" verb and no adjective for the writer (متأكدًا), but يُرجى, المطلوب or من المفيد with a verbal
 * noun, يمكنك, and the suffix ك, which unvowelled reads as either. These are the masculine forms
 * the catalogues used; the site's chrome keeps the singular imperative, so only the coach's tests
 * run this check.
 */
const coachArabicGendered: { rule: string; pattern: RegExp } = {
  rule: 'a masculine imperative, verb or adjective for the writer; the coach says يُرجى / من المفيد + a verbal noun, يمكنك, نصك',
  pattern: wholeWords(
    [
      'اكتب', 'اكتبه', 'اكتبهما', 'استخدم', 'اضغط', 'أخبرني', 'أخبرنا', 'فكّر', 'الصق', 'نقّح', 'اختر', 'اذكر', 'اذكره', 'اذكرهم',
      'ابحث', 'انظر', 'املأ', 'حاول', 'أضف', 'أضِف', 'أضفها', 'أضِفها', 'أضِفه', 'قل', 'قُل', 'قُله', 'اقرأ', 'راجِع', 'ادعم',
      'ادعمه', 'اجعل', 'تأكّد', 'استبدل', 'استبدلها', 'استبدله', 'اشرح', 'اشرحه', 'اشرحها', 'سمّ', 'سمِّ', 'سمّها', 'جرّب',
      'أبقِ', 'خفّف', 'خفّفه', 'كيّف', 'كيّفه', 'احتفظ', 'واصل', 'أجب', 'انسخ', 'صِف', 'اسعَ', 'استعن', 'تحقّق', 'قارنه',
      'ترغب', 'تقصد', 'تتذكره', 'ستكتب', 'ستكتبها', 'ستضيف', 'ستحلّها', 'ستطلب', 'تستعيد', 'تغادر', 'متأكد', 'متأكدًا', 'مستعينًا',
      // The longest first: a vowel mark is no letter, so "متأكد" would match "متأكدًا" short.
    ].sort((a, b) => b.length - a.length),
    'فو',
  ),
};

/** Where a coach message in Arabic addresses the writer in the masculine (coachArabicGendered). */
export function genderedArabicAddress(text: string): GlossaryViolation[] {
  return [...text.matchAll(coachArabicGendered.pattern)].map((match) => ({ rule: coachArabicGendered.rule, found: match[0] }));
}

export function glossaryViolations(language: Language, text: string): GlossaryViolation[] {
  const violations: GlossaryViolation[] = [];
  for (const { rule, pattern } of [...addressMarkers[language], ...termVariants[language]])
    for (const match of text.matchAll(pattern)) violations.push({ rule, found: match[0] });
  return violations;
}

/** English term → the word its Hebrew and Arabic translations must contain. */
/** English without its placeholders ({{connector}} is a value, not the word). */
export function englishWords(english: string): string {
  return english.replace(/\{\{[^{}]*\}\}|\{[^{}]*\}/g, ' ');
}

export const requiredRenderings: readonly { english: RegExp; he: RegExp; ar: RegExp }[] = [
  { english: /\bpathos\b/i, he: /פאתוס/u, ar: /باثوس/u },
  { english: /\blogos\b/i, he: /לוגוס/u, ar: /لوغوس/u },
  { english: /\bethos\b/i, he: /אתוס/u, ar: /إيثوس/u },
  { english: /\bscores?\b/i, he: /ציון|ציונים/u, ar: /درج(?:ة|ات|ت)/u },
  { english: /\bconnectors?\b/i, he: /מיל(?:ת|ות) (?:ה)?קישור/u, ar: /(?:أداة|أدوات) (?:ال)?ربط/u },
];
