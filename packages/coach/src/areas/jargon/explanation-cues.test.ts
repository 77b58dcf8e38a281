import { describe, expect, it } from 'vitest';
import { confirmedExplanation } from './explanation-cues.ts';
import { explainedSomewhere } from './explained-words.ts';

const explained = (text: string, term: string) => confirmedExplanation(text, text.indexOf(term), term);

describe('explanation cues that name what kind of thing a term is, or say how it happens', () => {
  it('reads a kind named beside the term: "chytrid fungus", "بكتيريا الإشريكية", "חיידק הקסילה"', () => {
    expect(explained('I study chytrid fungus in frogs and salamanders.', 'chytrid')).toBe(true);
    expect(explained('أدرس بكتيريا الإشريكية القولونية في المستشفيات.', 'الإشريكية')).toBe(true);
    expect(explained('העצים נפגעים מחיידק קסילה שמגיע עם חרקים.', 'קסילה')).toBe(true);
    expect(explained('I study chytrid in frogs and salamanders.', 'chytrid')).toBe(false);
    expect(explained('أدرس الإشريكية في المستشفيات.', 'الإشريكية')).toBe(false);
  });

  it('reads "X, how …" and "X, basically how …" as saying what the process is', () => {
    expect(explained('I study magma degassing, how gases like water vapour come out of magma as it rises.', 'degassing')).toBe(true);
    expect(explained('I study magma degassing, basically how volatiles exsolve from the melt.', 'degassing')).toBe(true);
    expect(explained('I study magma degassing, and how fast it goes.', 'degassing')).toBe(false);
    // w58: a process noun glossed by what is done in it, and "It means …" in the next sentence.
    expect(explained('Plants spend huge amounts of electricity on aeration, blowing air into the tanks.', 'aeration')).toBe(true);
    expect(explained('Plants spend huge amounts on aeration, and the bills grow.', 'aeration')).toBe(false);
    expect(explained("My job has a long name: dendrochronology. It means 'tree time study.'", 'dendrochronology')).toBe(true);
    expect(explained('I study dendrochronology. It means that I count rings.', 'dendrochronology')).toBe(false);
  });

  it('reads "meaning …" after a short phrase and a bare noun phrase set off by commas, not a list', () => {
    expect(explained('My lab looks at microplastics in drinking water, meaning plastic fragments smaller than five millimetres.', 'microplastics')).toBe(true);
    expect(explained('I study microplastics, tiny plastic fragments, in tap and bottled water.', 'microplastics')).toBe(true);
    expect(explained('We measured microplastics, heavy metals, pesticides and PFAS.', 'microplastics')).toBe(false);
    expect(explained('We measured microplastics, heavy metals, and pesticides in tap water.', 'microplastics')).toBe(false);
  });
});

describe('explanation cues from w91\'s labels', () => {
  it('reads what happens named after it ("…, that\'s fermentation."), a verb glossed by two participles ("knead the dough, pressing and folding it") and an Arabic example in brackets ("(مثل السيماغلوتايد)")', () => {
    expect(explained("It eats sugars in the flour and makes gas and alcohol, that's fermentation.", 'fermentation')).toBe(true);
    expect(explained("It eats sugars in the flour and makes gas and alcohol. That's fermentation.", 'fermentation')).toBe(true);
    expect(explained('This is fermentation, and it matters.', 'fermentation')).toBe(false);
    expect(explained("Bakers let it rest, that's fermentation time in the recipe.", 'fermentation')).toBe(false);
    expect(explained('When you knead the dough, pressing and folding it, the gluten gets stronger.', 'knead')).toBe(true);
    expect(explained('When you knead the dough, the gluten gets stronger.', 'knead')).toBe(false);
    expect(explained('أقارن بين فئتين من الأدوية: ناهضات GLP-1 (مثل السيماغلوتايد) ومثبطات SGLT2.', 'السيماغلوتايد')).toBe(true);
    expect(explained('أقارن السيماغلوتايد بغيره.', 'السيماغلوتايد')).toBe(false);
    // w92: the clause before restated with the term after «أي».
    expect(explained('تحمل بيانات أكثر في الثانية، أي يرتفع الـ throughput.', 'throughput')).toBe(true);
    expect(explained('وتُحجب بسهولة بالجدران والأشجار، أي أن الـ path loss عالٍ.', 'path loss')).toBe(true);
    expect(explained('نقيس الـ throughput في المختبر.', 'throughput')).toBe(false);
  });
});

describe('explanation cues in Hebrew and Arabic, and a Latin term in their sentences', () => {
  it('reads w42\'s glosses: "X, שזה כש…", "مادة اسمها X", a kind before it ("إنزيم", "الحمض الأميني", "אנזים"), a Hebrew apposition after a Latin term', () => {
    expect(explained('יש גם אוטופאגיה, שזה כשהתאים מנקים את עצמם מזבל.', 'אוטופאגיה')).toBe(true);
    expect(explained('יש גם אוטופאגיה, שזה חשוב מאוד לבריאות.', 'אוטופאגיה')).toBe(false);
    // w54: "which is like …".
    expect(explained('המים עוברים בקסילם, שזה כמו צינורות דקים בתוך הגבעול, ומגיעים לעלים.', 'בקסילם')).toBe(true);
    expect(explained('המים יוצאים לאוויר דרך פיוניות, חורים קטנטנים בעלה, בתהליך שנקרא דיות.', 'פיוניות')).toBe(true);
    expect(explained('בגינה יש פיוניות, ורדים אדומים, וגם חמניות.', 'פיוניות')).toBe(false);
    expect(explained('Ours use indium phosphide instead, a safer compound, for the same colours.', 'phosphide')).toBe(true);
    expect(explained('Ours use indium phosphide instead, a safer compound, for the same colours.', 'indium')).toBe(true);
    // w55: an apposition that ends its sentence; not a list or a qualifier.
    expect(explained('Their skin has chromatophores, small sacs of pigment with muscles around them. A nerve fires.', 'chromatophores')).toBe(true);
    expect(explained('Their skin may sense light using opsins, light-catching proteins.', 'opsins')).toBe(true);
    expect(explained('The reef holds corals, sponges and tiny fish.', 'corals')).toBe(false);
    expect(explained('We found tardigrades, mostly in wet moss.', 'tardigrades')).toBe(false);
    expect(explained('We found tardigrades, for example in moss.', 'tardigrades')).toBe(false);
    expect(explained('قد تتكوّن فيه مادة اسمها الأكريلاميد.', 'الأكريلاميد')).toBe(true);
    expect(explained('بين السكريات والحمض الأميني الأسباراجين عند درجات حرارة عالية.', 'الأسباراجين')).toBe(true);
    expect(explained('مثلًا باستخدام إنزيم الأسباراجيناز قبل القلي.', 'الأسباراجيناز')).toBe(true);
    expect(explained('מוסיפים את האנזים אספרגינאז לפני הטיגון.', 'אספרגינאז')).toBe(true);
    expect(explained('מוסיפים את אספרגינאז לפני הטיגון.', 'אספרגינאז')).toBe(false);
    expect(explained('אני חוקרת משאבות efflux בחיידקים, חלבונים שפולטים אנטיביוטיקות החוצה מהתא.', 'efflux')).toBe(true);
    expect(explained('אני חוקרת משאבות efflux בחיידקים ובפטריות.', 'efflux')).toBe(false);
    expect(explained('העטלפים צועקים ומקשיבים להד שחוזר. לזה קוראים אקולוקציה.', 'אקולוקציה')).toBe(true);
    expect(explained('So I work on tardigrades, aka water bears, which are the toughest animals on Earth.', 'tardigrades')).toBe(true);
  });

  it('reads a Hebrew apposition whose relative clause is "שבו" (w90: «בדיאסטולה, השלב שבו החדרים נרגעים»), not a judgement', () => {
    expect(explained('בדיאסטולה, השלב שבו החדרים נרגעים, הם מתמלאים מחדש בדם.', 'בדיאסטולה')).toBe(true);
    expect(explained('בדיאסטולה, שם הם נחים, הם מתמלאים מחדש בדם.', 'בדיאסטולה')).toBe(false);
  });

  it('reads a naming after the description: "קוראים לזה", "وهذا ما يسمى"', () => {
    expect(explained('בפיזיקה קוראים לזה decoherence.', 'decoherence')).toBe(true);
    expect(explained('يفقد الماء طاقته، وهذا ما يسمى التبخر.', 'التبخر')).toBe(true);
    expect(explained('وهذا ما يسمى decoherence.', 'decoherence')).toBe(true);
  });

  it('reads w49\'s and w50\'s namings and glosses: "refugium, מקום מפלט …", "זה נקרא אפקט X", "اسمها العلمي X", a later "X مضاد حيوي …"; not "we will read"', () => {
    expect(explained('הילדים מדברים חזק יותר, והמורה מרימה את הקול. זה נקרא אפקט לומבארד.', 'לומבארד')).toBe(true);
    expect(explained('בשיעור נקרא מאמר לומבארד על רעש.', 'לומבארד')).toBe(false);
    expect(explained('זה נקרא בקול בכיתה לומבארד.', 'לומבארד')).toBe(false);
    expect(explained('אולי שונית אילת תהיה מעין refugium, מקום מפלט לאלמוגים בעולם שמתחמם, ואולי נלמד משהו.', 'refugium')).toBe(true);
    expect(explained('אולי שונית אילת תהיה מעין refugium, ואולי נלמד משהו.', 'refugium')).toBe(false);
    expect(explained('أدرس طيورًا صغيرة تقف على الأغصان، اسمها العلمي الجواثم.', 'الجواثم')).toBe(true);
    expect(explainedSomewhere('وجدنا بكتيريا تقاوم الكولستين. الكولستين مضاد حيوي قديم يحتفظ به الأطباء للحالات الأخيرة.', 'الكولستين')).toBe(true);
    expect(explainedSomewhere('وجدنا بكتيريا تقاوم الكولستين. الكولستين قديم جدًا.', 'الكولستين')).toBe(false);
  });

  it('reads a Hebrew naming after "this phenomenon", and an Arabic "أي" without its comma', () => {
    expect(explained('בבית מדברים ערבית מדוברת ובספרים כתובה ערבית ספרותית. לתופעה הזו קוראים דיגלוסיה.', 'דיגלוסיה')).toBe(true);
    expect(explained('המצב הזה, של שתי שפות לדיבור ולכתיבה, נקרא דיגלוסיה.', 'דיגלוסיה')).toBe(true);
    expect(explained('הם קוראים דיגלוסיה בספרים.', 'דיגלוסיה')).toBe(false);
    expect(explained('האות עובר לקורטקס, השכבה החיצונית של המוח.', 'לקורטקס')).toBe(true);
    expect(explained('פניתי לגסטרואנטרולוג, רופא של מערכת העיכול.', 'לגסטרואנטרולוג')).toBe(true);
    expect(explained('יש תקופות שקטות, מה שאנחנו קוראים רמיסיה.', 'רמיסיה')).toBe(true);
    expect(explained('פניתי לגסטרואנטרולוג, ואחר כך לרופא המשפחה.', 'לגסטרואנטרולוג')).toBe(false);
    expect(explained('بين المرجان والطحالب علاقة تكافلية أي أن كلًّا منهما يساعد الآخر.', 'تكافلية')).toBe(true);
    expect(explained('بين المرجان والطحالب علاقة تكافلية قديمة.', 'تكافلية')).toBe(false);
  });

  it('reads a Hebrew term named as an example of a kind, close after "כמו", not a word a clause later', () => {
    expect(explained('השכבה העמוקה פוגעת במינים רגישים כמו פורל וסלמונידים אחרים.', 'וסלמונידים')).toBe(true);
    expect(explained('במים יש שאריות של תרופות ו-micropollutants כמו carbamazepine.', 'carbamazepine')).toBe(true);
    expect(explained('הם חותכים מילה כמו "ובביתם" במקומות שלא תואמים את המורפמות שלה.', 'המורפמות')).toBe(false);
  });

  it('reads a relative clause right after a Hebrew term, and an Arabic gloss after "أي"', () => {
    expect(explained('מחשב קוונטי עובד עם קיוביטים, שיכולים להחזיק 0 ו-1.', 'קיוביטים')).toBe(true);
    expect(explained('درست التبخر، أي تحول الماء إلى بخار.', 'التبخر')).toBe(true);
  });

  it('reads a Hebrew apposition by an everyday kind and what sets it apart, not a kind alone or a list', () => {
    expect(explained('רבות מהן נמצאות בפוספוריט, סלע ימי עשיר בזרחן.', 'בפוספוריט')).toBe(true);
    expect(explained('חקרנו טרדיגרדים, בעלי חיים זעירים שחיים בטחב.', 'טרדיגרדים')).toBe(true);
    expect(explained('מצאנו פוספוריט, סלע וחול.', 'פוספוריט')).toBe(false);
    // w57: an instrument's everyday kind after it, and the wristband it is named by before it.
    expect(explained('אנחנו מקליטים אותם עם הידרופון, מיקרופון מיוחד למים.', 'הידרופון')).toBe(true);
    expect(explained('מדדנו שינה בצמיד אקטיגרף ומלטונין ברוק.', 'אקטיגרף')).toBe(true);
    expect(explained('מדדנו שינה באקטיגרף ומלטונין ברוק.', 'באקטיגרף')).toBe(false);
  });

  it('reads a Hebrew definite apposition and a naming with the name\'s first word between, not a list', () => {
    expect(explained('בסינפסה יש את התא הפרה-סינפטי, התא השולח, ואת התא המקבל.', 'הפרה-סינפטי')).toBe(true);
    expect(explained('לפניצילין יש טבעת של אטומים שנקראת טבעת בטא-לקטם.', 'בטא-לקטם')).toBe(true);
    expect(explained('המידע מתחלק לחתיכות קטנות שנקראות טוקנים.', 'טוקנים')).toBe(true);
    expect(explained('בתא הפרה-סינפטי, ובתא המקבל, יש חלבונים.', 'הפרה-סינפטי')).toBe(false);
    expect(explained('לפניצילין יש טבעת בטא-לקטם שחיידקים מפרקים.', 'בטא-לקטם')).toBe(false);
  });

  it('reads a Hebrew apposition with a Latin word inside it, and an Arabic nominal definition by a kind noun', () => {
    expect(explained('גילינו שהגנים יושבים על פלסמידים, טבעות DNA קטנות שחיידק יכול למסור לחיידק אחר.', 'פלסמידים')).toBe(true);
    expect(explained('أدرس الثلاسيميا. الهيموغلوبين مادة في الدم تحمل الأكسجين.', 'الهيموغلوبين')).toBe(true);
    expect(explained('أدرس الثلاسيميا. الكولاجين نوع من البروتين يصنع أليافًا قوية.', 'الكولاجين')).toBe(true);
    // Not a kind noun after a term in the middle of its sentence, nor a term with no kind noun.
    expect(explained('يحمل الهيموغلوبين مادة الأكسجين إلى الخلايا.', 'الهيموغلوبين')).toBe(false);
    expect(explained('أدرس الثلاسيميا. الهيموغلوبين منخفض عند الطفل المصاب.', 'الهيموغلوبين')).toBe(false);
  });

  it('takes an Arabic gloss after "أي" for a Latin term as for an Arabic one', () => {
    expect(explained('وينتقل المرض بطريقة autosomal recessive، أي أن الطفل يصاب إذا ورث نسخة معطوبة من كل والد.', 'recessive')).toBe(true);
    expect(explained('نستخدم تقنية الـ interfacial solar evaporation في مختبرنا.', 'evaporation')).toBe(false);
    expect(explained('التحدي هو تقليل الـ biofouling أي نموّ البكتيريا على سطح الغشاء.', 'biofouling')).toBe(true);
    expect(explained('أدرس الـ biofouling، أي نمو طبقة من البكتيريا على أغشية التحلية.', 'biofouling')).toBe(true);
  });
  it('reads a Hebrew example after "למשל" as after "כמו", in its own sentence only', () => {
    expect(explained('בבתי חולים יש חיידקים שכמעט שום אנטיביוטיקה לא עובדת עליהם, למשל קלבסיאלה עמידה.', 'קלבסיאלה')).toBe(true);
    expect(explained('בדקנו את הדגימות, למשל. קלבסיאלה נמצאה בכולן.', 'קלבסיאלה')).toBe(false);
  });
});

describe('explanation cues in English', () => {
  it('reads a thing described first and then named: "… porous rock that we call aquifers"', () => {
    expect(explained('Groundwater is water stored underground in sand, gravel and porous rock, which we call aquifers.', 'aquifers')).toBe(true);
    expect(explained('It sits in layers of porous rock that we call aquifers.', 'aquifers')).toBe(true);
    // A call that names nothing: the word is not explained.
    expect(explained('We call aquifers the banks of the future.', 'aquifers')).toBe(false);
  });

  it('reads a naming with an article and a word before the term, and a gerund glossed by what happens in it', () => {
    expect(explained('Together they form a fungal network, which ecologists call a common mycorrhizal network (CMN).', 'mycorrhizal')).toBe(true);
    expect(explained('This matters because clearcutting, when loggers remove every tree in an area, breaks these networks.', 'clearcutting')).toBe(true);
    // Not a noun, nor a time: "in the eruption, when lava …" says when.
    expect(explained('We measured the eruption, when lava reached the sea.', 'eruption')).toBe(false);
  });

  it('reads a naming by whoever names it, and a definition by the whole a thing is', () => {
    expect(explained('My research looks at planets outside our Solar System, which astronomers call exoplanets.', 'exoplanets')).toBe(true);
    expect(explained('I study tardigrades, which field biologists call water bears.', 'tardigrades')).toBe(true);
    expect(explained('The gut microbiome is all the bacteria living in your intestines.', 'microbiome')).toBe(true);
    expect(explained('The gut microbiome controls our mood.', 'microbiome')).toBe(false);
    expect(explained('Its skin is full of tiny bags of colour. Scientists call them chromatophores.', 'chromatophores')).toBe(true);
  });

  it('reads a thing described, then named with the description\'s own noun (w78: "tiny muscles in the cat\'s voice box, the laryngeal muscles")', () => {
    expect(explained("Now we know that tiny muscles in the cat's voice box, the laryngeal muscles, squeeze and relax very fast.", 'laryngeal')).toBe(true);
    expect(explained('Cats purr with their throat, the laryngeal muscles working fast.', 'laryngeal')).toBe(false);
  });

  it('reads "This means …" after the sentence the term closes, not "This means that …" or a term inside its sentence', () => {
    expect(explained('Bumblebees are pollinators. This means they carry pollen from one flower to another.', 'pollinators')).toBe(true);
    expect(explained('Most farms grow monocultures. This means that one pest can destroy a whole harvest.', 'monocultures')).toBe(false);
    expect(explained('We counted pollinators in city gardens. This means they carry less pollen.', 'pollinators')).toBe(false);
  });

  it('reads "which means" without its comma, and an adverb glossed by how it is done', () => {
    expect(explained('I am a hydrogeologist which means I study groundwater.', 'hydrogeologist')).toBe(true);
    expect(explained('We silence the cells optogenetically, using light to switch neurons off.', 'optogenetically')).toBe(true);
    // "using" after a noun tells what was used, not what the noun is.
    expect(explained('We measured the salinity, using a probe in each well.', 'salinity')).toBe(false);
    expect(explained('We silence the cells optogenetically and watch.', 'optogenetically')).toBe(false);
  });
});

describe('English descriptions an instructor reads as explaining the term', () => {
  it('reads a longer apposition with a measure in it, not a list or a clause that goes on', () => {
    expect(explained('I study tardigrades, tiny animals about half a millimetre long that live in moss.', 'tardigrades')).toBe(true);
    expect(explained('We sampled tardigrades, and the mosses that held them, every week.', 'tardigrades')).toBe(false);
    expect(explained('We counted tardigrades, we found that most survived.', 'tardigrades')).toBe(false);
  });

  it('reads "which are" and "which required" with what the thing is', () => {
    expect(explained('Some were microplastics, which are tiny pieces of plastic smaller than 5 mm.', 'microplastics')).toBe(true);
    expect(explained('It held inferential questions, which required connecting information across paragraphs.', 'inferential')).toBe(true);
    expect(explained('It held inferential questions about the text.', 'inferential')).toBe(false);
  });

  it('reads the kind the text names it among, a definition before "which means", and "call this an X"', () => {
    expect(explained('Many residents take benzodiazepines or similar sleeping pills.', 'benzodiazepines')).toBe(true);
    expect(explained('Neonicotinoids are systemic insecticides, which means the plant absorbs them.', 'Neonicotinoids')).toBe(true);
    expect(explained('A song gets stuck in your head. Scientists call this an earworm.', 'earworm')).toBe(true);
    expect(explained('Many residents take benzodiazepines for years.', 'benzodiazepines')).toBe(false);
  });
});

describe('Hebrew appositions an instructor reads as explaining the term', () => {
  it('reads an indefinite description with "של", a longer one with its relative clause, and a description then the definite term', () => {
    expect(explained('ספסיס, תגובה קיצונית של הגוף לזיהום, הוא סיבת המוות המובילה.', 'ספסיס')).toBe(true);
    expect(explained('האשמה היא של קרציה קטנה, חרק בגודל של גרגר אורז שנצמד לעור ומוצץ דם.', 'קרציה')).toBe(true);
    expect(explained('במעי של כל אחד מאיתנו חיים טריליוני חיידקים, המיקרוביום. אצל חולי קרוהן האיזון מופר.', 'המיקרוביום')).toBe(true);
  });

  it('reads no list as a description', () => {
    expect(explained('בדקנו קרציות, פרעושים על כלבים וחתולים שגרים בבית.', 'קרציות')).toBe(false);
    expect(explained('בדקנו את הלב, הכבד, הריאות.', 'הריאות')).toBe(false);
  });
});

// Explanations instructors read as answering the words question: the explanation was there, in a
// form the cues did not read.
describe('English explanations around the term', () => {
  it('reads a sentence that opens with the term and says what it is or does, not a short one', () => {
    expect(explainedSomewhere('I study stalagmites in Soreq Cave. Stalagmites grow when water drips from the ceiling.', 'stalagmites')).toBe(true);
    expect(explainedSomewhere('We use tiny zebrafish. Zebrafish are little striped fish, about as long as a fingernail.', 'zebrafish')).toBe(true);
    expect(explainedSomewhere('I study stalagmites in caves. We measure them every year.', 'stalagmites')).toBe(false);
    expect(explainedSomewhere('Microplastics are everywhere.', 'microplastics')).toBe(false);
    expect(explainedSomewhere('Perovskite cells are cheap. In humid air a perovskite layer breaks down within weeks.', 'perovskite')).toBe(false);
  });

  it('reads the thing named again by its head noun, a relative clause of what it does, and an apposition before it', () => {
    expect(explainedSomewhere('Hail forms inside cumulonimbus clouds. These storm clouds contain strong updrafts.', 'cumulonimbus')).toBe(true);
    expect(explainedSomewhere('They contain strong updrafts that carry raindrops high into the sky.', 'updrafts')).toBe(true);
    expect(explainedSomewhere('We counted the aquifers that we drilled last year.', 'aquifers')).toBe(false);
    expect(explainedSomewhere('Kelp is a giant brown alga that can grow half a metre a day.', 'alga')).toBe(false);
    expect(explainedSomewhere("I look at how quickly the cell's protein-making machine, the ribosome, can read a message.", 'ribosome')).toBe(true);
    // w66: an example of the kind the sentence names, with its modifier.
    expect(explainedSomewhere('Many small songbirds, like the garden warbler, fly to Africa every autumn.', 'warbler')).toBe(true);
    // w65: the apposition before the term ends the sentence.
    expect(explainedSomewhere('It also lets us use pure lithium metal on the negative side, the anode.', 'anode')).toBe(true);
    expect(explainedSomewhere('It also lets us use pure lithium metal on the negative side, the anode and the cathode.', 'anode')).toBe(false);
    expect(explainedSomewhere('We sampled platinum, palladium, rhodium, and gold.', 'rhodium')).toBe(false);
  });

  it('reads a phrase between the term and its gloss, and a naming by "we call"', () => {
    expect(explainedSomewhere('I study microplastics in drinking water, which are tiny pieces of plastic smaller than 5 mm.', 'microplastics')).toBe(true);
    expect(explainedSomewhere('I look at codon optimality: how easily the ribosome reads each part of the message.', 'codon')).toBe(true);
    expect(explainedSomewhere('The Arctic warms faster, which is something we call Arctic amplification, and ice melts.', 'amplification')).toBe(true);
  });

  it('reads "i.e." after the term\'s short phrase, in English and Hebrew (w60: «הידרופוני»)', () => {
    expect(explainedSomewhere('We study hydroponic growing of lettuce, i.e. growing plants without soil.', 'hydroponic')).toBe(true);
    expect(explainedSomewhere('אני חוקר גידול הידרופוני של חסה ועגבניות, כלומר גידול ללא קרקע, כשהשורשים טובלים בתמיסה.', 'הידרופוני')).toBe(true);
    expect(explainedSomewhere('אני חוקר גידול הידרופוני של חסה ועגבניות, ובודק את היבול.', 'הידרופוני')).toBe(false);
  });

  // A clause of what the term does, and a demonstrative that names it again.
  it('reads "which" and a verb of what it does, and "Those are" opening the next sentence', () => {
    expect(explainedSomewhere('We recover the metals by hydrometallurgy, which uses strong acids at low heat.', 'hydrometallurgy')).toBe(true);
    expect(explainedSomewhere('I look for exoplanets. Those are planets that circle other stars.', 'exoplanets')).toBe(true);
    expect(explainedSomewhere('We recover the metals by hydrometallurgy, which we chose for its price.', 'hydrometallurgy')).toBe(false);
  });

  it('reads a verb\'s meaning after its pronoun object and what a thing is for in everyday verbs (w87: regurgitates, invertase); not what the writer does with it', () => {
    expect(explainedSomewhere('Then the bee regurgitates it, which means it brings it back up from its stomach.', 'regurgitates')).toBe(true);
    expect(explainedSomewhere('Bees add invertase to split the sugar into two smaller sugars.', 'invertase')).toBe(true);
    expect(explainedSomewhere('We use invertase to study how sugars change.', 'invertase')).toBe(false);
    expect(explainedSomewhere('The bee regurgitates it, which means that the hive eats.', 'regurgitates')).toBe(false);
  });

  it('reads a Hebrew next sentence that says what they are («אלה חיישני ריח», w87), not one that says what they did', () => {
    expect(explainedSomewhere('באף יש כימורצפטורים. אלה חיישני ריח קטנטנים.', 'כימורצפטורים')).toBe(true);
    expect(explainedSomewhere('באף יש כימורצפטורים. אלה היו הממצאים שלנו.', 'כימורצפטורים')).toBe(false);
  });

  it('reads a process named after what it does ("remove it as N2 gas via denitrification or anammox") and «לגוש כזה אנחנו קוראים סייסמיט» (w95); not a method "through … assays"', () => {
    expect(explained('Bacteria can remove it as N2 gas via denitrification or anammox, or recycle it.', 'denitrification')).toBe(true);
    expect(explained('They can turn it into harmless N2 gas, which escapes to the air, through denitrification or anammox.', 'anammox')).toBe(true);
    expect(explained('השכבות מתערבלות לגוש אחד. לגוש כזה אנחנו קוראים סייסמיט.', 'סייסמיט')).toBe(true);
    expect(explained('We measured nitrate through denitrification assays.', 'denitrification')).toBe(false);
    expect(explained('מצאנו סייסמיט בגלעין.', 'סייסמיט')).toBe(false);
  });

  it('reads a Hebrew «כלומר» restating the sentence before with the term and «طحالب الزوزانتيلا» (w96); not a «כלומר» far before it', () => {
    expect(explained('ובחורף חוזר רק חלקית. כלומר יש אפקט היסטרזיס שהמודלים לא מביאים בחשבון.', 'היסטרזיס')).toBe(true);
    expect(explained('המליחות עולה בקיץ ולא יורדת בחורף, כלומר היסטרזיס.', 'היסטרזיס')).toBe(true);
    expect(explained('تطرد الشعاب طحالب الزوزانتيلا التي تعيش في أنسجتها.', 'الزوزانتيلا')).toBe(true);
    expect(explained('כלומר, בשנה שעברה ובשנה שלפניה מדדנו גם היסטרזיס.', 'היסטרזיס')).toBe(false);
    expect(explained('تطرد الشعاب الزوزانتيلا.', 'الزوزانتيلا')).toBe(false);
  });
});
