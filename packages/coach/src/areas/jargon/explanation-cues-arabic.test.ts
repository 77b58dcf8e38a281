// The coach's own check that an Arabic term the measure marked explained is explained by a cue a
// reader sees (explanation-cues.ts confirmedExplanation), in the text's letters with harakat.
import { describe, expect, it } from 'vitest';
import { confirmedExplanation } from './explanation-cues.ts';

const confirmed = (text: string, term: string) => confirmedExplanation(text, text.indexOf(term), term);

describe('confirmedExplanation in Arabic', () => {
  it.each([
    ['"، وهي …"', 'استخدم العلماء كريسبر، وهي أداة تقطع الحمض النووي.', 'كريسبر'],
    ['"، أيْ …" with harakat', 'درس الفريق المثيلة، أيْ علامة كيميائية تطفئ الجينات.', 'المثيلة'],
    ['brackets', 'يحمل الهيموغلوبين (مادة حمراء في الدم) الأكسجين.', 'الهيموغلوبين'],
    ['"X هي …" opening a sentence', 'الخزعة هي عينة صغيرة من نسيج.', 'الخزعة'],
    ['"X يعني …"', 'التمثيل الضوئي يعني أن يصنع النبات السكر.', 'الضوئي'],
    ['"تُسمّى" before the term', 'تدمّر الخلايا نفسها في عملية تُسمّى الاستماتة.', 'الاستماتة'],
    ['"يُعرف بـ" before the term', 'تولد النجوم في ما يُعرف بـ السدم.', 'السدم'],
    ['"، المعروف باسم …"', 'أصيب الأطفال بالحماق، المعروف باسم جدري الماء.', 'بالحماق'],
    ['a next sentence "وهو …"', 'يحافظ الجلد على شكله بفضل الكولاجين. وهو بروتين يصنع أليافًا قوية.', 'الكولاجين'],
    ['a list after "مثل"', 'زرع المزارعون البقوليات، مثل الفول والعدس.', 'والعدس'],
    ['a sentence that opens with it and names a medicine', 'الكولستين مضاد حيوي قديم يحتفظ به الأطباء للحالات الأخيرة.', 'الكولستين'],
    ['a sentence that opens with it and says what pieces it is', 'الميكروبلاستيك قطع بلاستيك صغيرة جدًا أصغر من 5 ملم.', 'الميكروبلاستيك'],
    ['"منها" after the kind it is one of', 'قسنا الـ MIC لعدة مضادات منها الكولستين والإنروفلوكساسين.', 'الكولستين'],
    ['"وتحديدًا" after the kind, a later item too', 'درسنا مضادات التخثر الفموية المباشرة، وتحديدًا الأبيكسابان والريفاروكسابان، مع أدوية أخرى.', 'والريفاروكسابان'],
    ['"، وهي …" after a definite adjective of the term', 'يتركز بحثي على مواد البيروفسكايت الهاليدية، وهي فئة من أشباه الموصلات.', 'البيروفسكايت'],
    ['an apposition a kind noun heads', 'هذا يثبت أن المادة الفعالة فيها، الثيموكينون، تعمل كموسّع للأوعية.', 'الثيموكينون'],
    ['"يسميه العلماء" and the name\'s first word', 'بقي الماء في الصخور آلاف السنين، لذلك يسميه العلماء «ماءً أحفوريًا».', 'أحفوريًا'],
    ['an apposition of its rank and kind', 'تجعل الطفرات الطفيل يقاوم الأرتيميسينين، أهم دواء لدينا.', 'الأرتيميسينين'],
    ['"، أي …" after its short phrase', 'ندرس الاستمطار في المناطق الجافة، أي زيادة المطر بتلقيح السحب.', 'الاستمطار'],
    ['"، وهو …" after an adverb in -ا (w76)', 'يخرج الجذير أولًا، وهو أول جذر صغير، فيتجه إلى الأسفل.', 'الجذير'],
  ])('is confirmed after %s', (_cue, text, term) => {
    expect(confirmed(text, term)).toBe(true);
  });

  it.each([
    ['"، وهو ما …" pointing back at the clause', 'انتشر الحماق في المدرسة، وهو ما أقلق الأهالي.', 'الحماق'],
    ['a judgement after the pronoun', 'كريسبر هو أمر مهم جدًا لطب المستقبل.', 'كريسبر'],
    ['a comma after an opening phrase', 'بعد الخزعة، بقيت الممرضة مع المريض.', 'الخزعة'],
    ['no cue', 'استخدم العلماء كريسبر لإصلاح الجين.', 'كريسبر'],
    ['a kind noun after a term in the middle of its sentence', 'وجدنا الميكروبلاستيك قطعًا في كل عينة.', 'الميكروبلاستيك'],
    ['"خاصة" in the sentence before', 'ينتشر المرض كثيرًا، خاصة بسبب زواج الأقارب. أقوم بعمل genotyping لعينات من عائلات مصابة.', 'genotyping'],
    ['"منها" after a verb: "from it"', 'هذه هي التربة التي يتسرب منها النترات إلى المياه.', 'النترات'],
    ['a comma list, no kind noun heading it', 'قسنا الحديد، الثيموكينون، والزنك في البذور.', 'الثيموكينون'],
    ['a rank without a kind', 'يقاوم الطفيل الأرتيميسينين، أهم ما لدينا.', 'الأرتيميسينين'],
  ])('is not confirmed with %s', (_trap, text, term) => {
    expect(confirmed(text, term)).toBe(false);
  });

  it('reads a member of an everyday kind the sentence names («المبيدات من عائلة النيونيكوتينويدات», w95), not the term alone', () => {
    expect(confirmed('ندرس كيف تؤثر المبيدات من عائلة النيونيكوتينويدات على النحل.', 'النيونيكوتينويدات')).toBe(true);
    expect(confirmed('وجدنا النيونيكوتينويدات في العسل.', 'النيونيكوتينويدات')).toBe(false);
  });
});
