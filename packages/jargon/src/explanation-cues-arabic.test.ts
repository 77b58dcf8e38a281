import { describe, expect, it } from 'vitest';
import { foldedArabicWords } from './arabic-explanation-view.ts';
import { analyze } from './classify.ts';
import { termsOf } from './key-terms.ts';
import { sameForm } from './term-forms.ts';
import { testDictionary } from './test-dictionary.ts';

// Everyday words as the Arabic list holds them (folded letters); the terms are unlisted, so rare.
const dictionary = testDictionary({
  code: 'Arabic2018_2018',
  common: [
    'استخدم',
    'العلماء',
    'اداة',
    'تقطع',
    'الحمض',
    'النووي',
    'في',
    'مكان',
    'محدد',
    'لاصلاح',
    'الجين',
    'درس',
    'الفريق',
    'علامة',
    'كيميائية',
    'تطفئ',
    'الجينات',
    'الفئران',
    'هي',
    'هو',
    'عينة',
    'صغيرة',
    'من',
    'نسيج',
    'يفحصها',
    'الطبيب',
    'تحت',
    'المجهر',
    'تدمر',
    'الخلايا',
    'التالفة',
    'نفسها',
    'عملية',
    'تسمي',
    'يسمي',
    'تعرف',
    'يعرف',
    'ما',
    'باسم',
    'الماء',
    'النجوم',
    'تولد',
    'سحب',
    'هائلة',
    'الغاز',
    'والغبار',
    'قطعة',
    'الجلد',
    'وارسلها',
    'الي',
    'المختبر',
    'اخذ',
    'بعد',
    'بقيت',
    'الممرضة',
    'مع',
    'المريض',
    'طوال',
    'الليل',
    'قسنا',
    'كل',
    'حقل',
    'ارتفع',
    'النشاط',
    'بحدة',
    'الشكل',
    'امر',
    'مهم',
    'جدا',
    'لطب',
    'المستقبل',
    'حبة',
    'لا',
    'دواء',
    'فيها',
    'نصف',
    'المجموعة',
    'دواء',
    'وهو',
    'وهي',
    'اي',
    'يعني',
    'الاطفال',
    'اصيب',
    'المعروف',
    'جدري',
    'الفول',
    'والعدس',
    'مثل',
    'زرع',
    'المزارعون',
    'بين',
    'صفوف',
    'القمح',
    'يحافظ',
    'علي',
    'شكله',
    'بفضل',
    'بروتين',
    'يصنع',
    'اليافا',
    'قوية',
    'مادة',
    'حمراء',
    'الدم',
    'يحمل',
    'الاكسجين',
    'الجسم',
    'وهذا',
    'شائع',
    'التجارب',
    'تحرق',
    'اجسامنا',
    'الطعام',
    'لتحصل',
    'الطاقة',
    'الارض',
    'طبقة',
    'الصخر',
    'تحفظ',
    'ضخمة',
    'قطع',
    'تتحرك',
    'عام',
    'ترفع',
    'السكر',
    'يفرز',
  ],
});

const explained = (text: string) => termsOf(analyze(text, dictionary)).explainedTerms;

describe('Arabic explained terms: the cues', () => {
  it.each([
    [
      'X، أي …',
      'درس الفريق المثيلة، أي علامة كيميائية تطفئ الجينات، في الفئران.',
      'المثيلة',
      'means',
      'علامة كيميائية تطفئ الجينات',
    ],
    [
      'X (أي …)',
      'درس الفريق المثيلة (أي علامة كيميائية تطفئ الجينات) في الفئران.',
      'المثيلة',
      'means',
      'علامة كيميائية تطفئ الجينات',
    ],
    [
      'X يعني … opening its sentence',
      'الكريسبر يعني أداة تقطع الحمض النووي في مكان محدد.',
      'الكريسبر',
      'means',
      'أداة تقطع الحمض النووي في مكان محدد',
    ],
    [
      'X، وهي …',
      'استخدم العلماء كريسبر، وهي أداة تقطع الحمض النووي، لإصلاح الجين.',
      'كريسبر',
      'which-is',
      'أداة تقطع الحمض النووي',
    ],
    [
      'X هي … opening its sentence',
      'الخزعة هي عينة صغيرة من نسيج يفحصها الطبيب تحت المجهر.',
      'الخزعة',
      'is-a',
      'عينة صغيرة من نسيج يفحصها الطبيب تحت المجهر',
    ],
    [
      'a clause before "في عملية تُسمّى X"',
      'تدمّر الخلايا التالفة نفسها في عملية تُسمّى الاستماتة.',
      'الاستماتة',
      'called',
      'تدمّر الخلايا التالفة نفسها',
    ],
    [
      'brackets after the term',
      'يحمل الهيموغلوبين (مادة حمراء في الدم) الأكسجين إلى الجسم.',
      'الهيموغلوبين',
      'brackets',
      'مادة حمراء في الدم',
    ],
    [
      'X، المعروف باسم …',
      'أصيب الأطفال بالحماق، المعروف باسم جدري الماء.',
      'بالحماق',
      'known-as',
      'جدري الماء',
    ],
    [
      'X، مثل …',
      'زرع المزارعون البقوليات، مثل الفول والعدس، بين صفوف القمح.',
      'البقوليات',
      'such-as',
      'الفول والعدس',
    ],
    [
      'a glossary colon',
      'الخزعة: عينة صغيرة من نسيج يفحصها الطبيب.',
      'الخزعة',
      'apposition',
      'عينة صغيرة من نسيج يفحصها الطبيب',
    ],
    [
      'a next sentence "وهو …"',
      'يحافظ الجلد على شكله بفضل الكولاجين. وهو بروتين يصنع أليافًا قوية.',
      'الكولاجين',
      'next-sentence',
      'بروتين يصنع أليافًا قوية',
    ],
    [
      '"ما يُعرف بـ" with a space, then "وهي …"',
      'تولد النجوم في ما يُعرف بـ السدم، وهي سحب هائلة من الغاز والغبار.',
      'السدم',
      'which-is',
      'سحب هائلة من الغاز والغبار',
    ],
  ])('%s', (_cue, text, term, cue, explanation) => {
    expect(explained(text)).toMatchObject([{ term, cue, explanation }]);
  });

  it('reads cue words with harakat and tatweel, and gives the explanation as written', () => {
    expect(
      explained('درس الفريق المثيلة، أيْ علامةٌ كيميائيةٌ تُطفئ الجينات، في الفئران.'),
    ).toMatchObject([
      { term: 'المثيلة', cue: 'means', explanation: 'علامةٌ كيميائيةٌ تُطفئ الجينات' },
    ]);
    expect(
      explained('تولد النجوم في ما يُعـرف بـالسدم، وهي سحب هائلة من الغاز والغبار.'),
    ).toMatchObject([{ term: 'بـالسدم', cue: 'which-is' }]);
  });

  it.each([
    ['an opening phrase before the comma', 'بعد الخزعة، بقيت الممرضة مع المريض طوال الليل.'],
    ['a comma list', 'قسنا النيتروجين، والفوسفور، والبوتاسيوم في كل حقل.'],
    ['a figure in brackets', 'ارتفع النشاط في الأميغدالا بحدة (الشكل 3).'],
    ['a judgement after the pronoun', 'كريسبر هو أمر مهم جدًا لطب المستقبل.'],
    ['"وهو ما" pointing back at the clause', 'انتشر الحماق في المدرسة، وهو ما أقلق الأهالي.'],
    ['a judgement in the next sentence', 'أخذ نصف المجموعة دواءً وهميًا. وهذا شائع جدًا في التجارب.'],
    ['"أي" with a quantity', 'حملت الأنهار الرواسب، أي ما يقارب مليون طن، إلى البحر.'],
    ['"يعني" as the verb of a phrase', 'ارتفاع الكوليسترول يعني خطرًا أكبر على القلب.'],
  ])('explains nothing in %s', (_trap, text) => {
    expect(explained(text)).toEqual([]);
  });

  it('counts every use of an explained term, with or without its clitics, and leaves them out of the adjusted score', () => {
    const text =
      'استخدم العلماء كريسبر، وهي أداة تقطع الحمض النووي. وبكريسبر أصلحوا الجين، والكريسبر سهل.';
    const terms = termsOf(analyze(text, dictionary));
    expect(terms.explainedTerms).toMatchObject([
      { term: 'كريسبر', uses: 3, explainedAtFirstUse: true },
    ]);
  });

  it('joins a definite noun and its nisba adjective into one term, and not a subject and its object', () => {
    expect(explained('تتحرك الصفائح التكتونية (قطع ضخمة من الصخر) كل عام.')).toMatchObject([
      { term: 'الصفائح التكتونية', cue: 'brackets' },
    ]);
    expect(explained('يفرز البنكرياس الغلوكاغون، وهو مادة ترفع السكر في الدم.')).toMatchObject([
      { term: 'الغلوكاغون', cue: 'which-is' },
    ]);
  });
});

describe('the folded view the Arabic cues read', () => {
  it('folds harakat, tatweel, alef forms and Arabic commas, and maps offsets back to the text', () => {
    const text = 'أيْ، مـثل ٣';
    const folded = foldedArabicWords({
      text,
      cleanedWords: ['أيْ', 'مـثل'],
      wordStarts: [0, 5],
      wordEnds: [3, 9],
    });
    expect(folded.words.text).toBe('اي, مثل 3');
    expect(folded.words.cleanedWords).toEqual(['اي', 'مثل']);
    expect(folded.words.wordStarts).toEqual([0, 4]);
    expect(folded.words.wordEnds).toEqual([2, 7]);
    expect(folded.textOffset(4)).toBe(5);
    expect(folded.textOffset(7)).toBe(9);
    expect(folded.textOffset(9)).toBe(text.length);
  });
});

describe('sameForm in Arabic', () => {
  it('matches a term with its clitics and harakat on either side, and no two words by a two-letter remainder', () => {
    expect(sameForm('بالسُّدم', 'السدم', 'Arabic')).toBe(true);
    expect(sameForm('السدم', 'وبسدم', 'Arabic')).toBe(true);
    expect(sameForm('إنزيم', 'انزيم', 'Arabic')).toBe(true);
    expect(sameForm('بكم', 'كم', 'Arabic')).toBe(false);
    expect(sameForm('السدم', 'الشمس', 'Arabic')).toBe(false);
  });
});
