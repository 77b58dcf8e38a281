// Whether the text really explains a term where the measure found it explained: only a cue a
// reader sees as an explanation counts (the measure's looser marks are wrong on real prose, "a
// swarm of jellyfish"): a gloss in brackets or after a dash, an apposition ("asthma, a disease
// that …"), a definition ("X is a …", "X means …") or a naming ("called X").
import { normaliseArabicForm } from '@scicomm/jargon/arabic';
import { sentenceStartsAt } from '../../measures/rare-words.ts';

const englishAfter = [
  // A verb glossed by what it does to its object: "When you knead the dough, pressing and folding it, …" (w91).
  /^(?:\s+(?:the|a|an|your|its|their|our|this|that))?(?:\s+[\p{L}'’-]+){0,2}?,\s*\p{L}{3,}ing(?:,\s*|\s+)(?:and|or)\s+\p{L}{3,}ing\s+(?:it|them)\b/iu,
  /^\s*\(\s*\S+\s+\S/u, // a gloss in brackets of two words or more
  /^\s*[—–]\s*\S/u, // a dash and what it says
  /^\s+-\s+\S/u,
  /^,\s+(?:a|an|the|or|i\.e\.|that is|meaning|known as|which (?:is|are|means)|that (?:is|are|means))\s/iu,
  // The same after "instead" or "too", the term's second word between: "indium phosphide instead, a safer compound".
  /^(?:\s+[a-z][\p{L}-]*)?\s+(?:instead|too|also),\s+(?:a|an)\s+[\p{L}-]+\s+[\p{L}-]+/u,
  // "The gut microbiome is all the bacteria living in …": the whole it is.
  /^\s+(?:is|are|was|were)\s+(?:all\s+|one of\s+)?(?:a|an|the)\s+\S+/iu,
  // "Stalagmites are stone columns that grow …": a definition without an article, told by the
  // relative clause that says what the thing is or does.
  /^\s+(?:is|are)\s+(?:[\p{L}-]+,?\s+){1,3}(?:that|which|who|where)\s/iu,
  /^\s+(?:means|refers to|describes|stands for)\s/iu,
  // "I am a hydrogeologist which means I study groundwater": the comma left out.
  /^\s+(?:which|that)\s+means\s/iu,
  // A verb's meaning told after its pronoun object: "the bee regurgitates it, which means it brings it back up" (w87).
  /^\s+(?:it|them|this|that),?\s+(?:which|this|that)\s+means\s+(?!that\s)/iu,
  // What it is for, in everyday verbs: "bees add invertase to split the sugar" (w87); not "to study" or "to measure",
  // which say what the writer does with it.
  /^\s+to\s+(?:break|split|turn|change|convert|cut|pull|push|carry|move|stop|block|keep|hold|trap|catch|clean|heat|cool|dry|glue|stick|soften|harden)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+(?:into|apart|down|up|out|off|away|from|in|to|together)\b/iu,
  // An apposition that says what it is with a relative clause: "eagles and vultures, large birds
  // that glide slowly …", "tardigrades, tiny animals about half a millimetre long that live in moss".
  // A list or a clause goes on with a conjunction or a subject ("…, and the samples that …"),
  // which no description opens with.
  /^,\s+(?!(?:and|or|but|nor|so|yet|while|whereas|then|we|i|you|they|he|she|it|this|these|those|there|which|that|who|where|when|because|as|since|after|before|if|although|though|unlike)\s)(?:[\p{L}-]+\s+){0,6}[\p{L}-]+\s+(?:that|which|who)\s/iu,
  // A relative clause that says what it is: "microplastics, which are tiny pieces of plastic …",
  // "inferential questions, which required connecting information …".
  // A short phrase may stand between: "microplastics in drinking water, which are tiny pieces …".
  /^(?:\s+[a-z][\p{L}-]*){0,4},\s+(?:which|that)\s+(?:is|are|was|were|required|requires|require)\s+(?:[\p{L}-]+\s+){1,3}(?:of|that|which|who|to|for|with|from|in|across)\s/iu,
  // "That is" after the term's short phrase: "hydroponic growing of lettuce, i.e. growing without soil".
  /^(?:\s+[a-z][\p{L}-]*){1,4},\s+(?:i\.e\.|that is),?\s+\S+\s+\S/iu,
  // A kind the text names it among: "benzodiazepines or similar sleeping pills", "statins and other drugs".
  /^\s+(?:or|and)\s+(?:other|similar)\s+[\p{L}-]+/iu,
  // The same with a place in it: "melanosomes, tiny sacs inside feathers that hold colour".
  /^,\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+(?:in|inside|of|on|under|within)\s+(?:(?:a|an|the|our|your)\s+)?[\p{L}-]+\s+(?:that|which|who)\s/u,
  // A name readers use for it: "tardigrades, which people call water bears", "…, also known as …".
  /^,\s+(?:which|that)\s+(?:[\p{L}-]+\s+){1,2}call\s/iu,
  /^,?\s+(?:(?:also\s+)?(?:called|known as|nicknamed)|aka|a\.k\.a\.)\s/iu,
  // The next sentence says what it is: "I study tardigrades. They are tiny animals …", "… exoplanets.
  // Those are planets that circle other stars".
  /^\.\s+(?:They|It|These|Those|This)\s+(?:are|is)\s+(?:(?:a|an)\s+)?[\p{L}-]+\s+[\p{L}-]+/u,
  // Or what it means, the term closing its sentence: "Bumblebees are pollinators. This means they
  // carry pollen …" (the jargon package's next-sentence cue reads it so); "This means that …" tells
  // a consequence; "… dendrochronology. It means ‘tree time study.’".
  /^\.\s+(?:This|That|It)\s+means\s+(?!that\s)["'“‘]?[\p{L}-]+\s+[\p{L}-]+\s+[\p{L}-]+/u,
  // A colon after the term (or its phrase) and a clause that says what it is or does: "by
  // echolocation: they make very high calls …", "codon optimality: how easily the ribosome reads …".
  /^(?:\s+[a-z][\p{L}-]*){0,2}\s*:\s*\S+(?:\s+\S+){3}/u,
  // What it does, set off after it: "hydrometallurgy, which uses strong acids".
  /^,\s+which\s+(?!(?:means|is|was|has|does)\s)[a-z]+s\s+[a-z]+/u,
  // What it does, in a relative clause right after it: "strong updrafts that carry raindrops high".
  // Not a clause of the writer's own ("the samples that we took"): a subject opens it.
  /^\s+that\s+(?!(?:we|i|you|they|he|she|it|is|was|are|were|the|a|an|our|their|this|these|those|there|has|have|had|can|may|will|could|would|might|also)\s)[a-z]+\s+[a-z]+\s+[a-z]+/u,
  // The thing named again in plain words by its head noun: "cumulonimbus clouds. These storm clouds …".
  /^\s+([a-z]{3,})\b[^.!?]*[.!?]\s+(?:These|This|Such|Those)\s+(?:[a-z-]+\s+){0,2}\1\b/u,
  // The kind of thing it is, an everyday kind, named right after it: "chytrid fungus", "Xylella
  // bacteria"; not a kind a reader would need explained too ("opsin proteins").
  /^\s+(?:fungus|fungi|bacterium|bacteria|virus|viruses|parasites?|disease|worms?|insects?|beetles?|moths?|birds?|fish|frogs?|trees?|plants?|rocks?)\b/iu,
  // A short phrase on, then "meaning …": "microplastics in drinking water, meaning plastic fragments …".
  /^(?:\s+[a-z][\p{L}-]*){1,4},\s+meaning\s+(?!that\s)[a-z]+\s+[a-z]+/u,
  // A bare noun phrase set off by commas, the sentence going on with a preposition or a verb, not
  // a list's next item: "microplastics, tiny plastic fragments, in tap water".
  /^,\s+(?!(?:and|or|but|we|i|you|they|he|she|it|this|these|those|which|that|who)\s)(?:[a-z][\p{L}-]*\s+){1,3}[a-z][\p{L}-]*,\s+(?:in|on|at|from|for|with|into|is|are|was|were|can|could|may|might|will|would)\s/u,
  // A bare noun phrase after a comma that ends the sentence: "chromatophores, small sacs of pigment
  // with muscles around them.", "opsins, light-catching proteins."; not a list ("and", "or"), a
  // clause (a pronoun) or a qualifier ("mostly in moss", "for example").
  /^,\s+(?!(?:and|or|but|so|yet|we|i|you|they|he|she|it|this|these|those|there|which|that|who|where|when|for|in|on|at|from|with|by|to|as|such|especially|including|like|even|too|also|then|now|here|not|no|all|both|each|every|some|many|most|more|less|usually|often|mainly|mostly)\s)(?![a-z]+(?:ly|ing)\s)(?:(?!(?:and|or)\s)[a-z][\p{L}-]*\s+){1,7}(?!(?:and|or)[.!?])[a-z][\p{L}-]*[.!?](?:\s|$)/u,
  // How the process goes, set off after it: "magma degassing, how gases come out of magma".
  /^,\s+(?:basically\s+|essentially\s+|that is,?\s+|i\.e\.,?\s+)?(?:how|where)\s+[\p{L}-]+\s+[\p{L}-]+/iu,
];

/** A process named by its gerund and glossed by what happens in it: "clearcutting, when loggers remove every tree". */
const GERUND_WHEN = /^,\s+when\s+(?:[\p{L}-]+\s+){2}[\p{L}-]+/iu;
/** A process noun glossed by what is done in it: "aeration, blowing air into the tanks". */
const PROCESS_DOING = /^,\s+[a-z]{3,}ing\s+(?:[\p{L}-]+\s+){2,}[\p{L}-]+/u;
const englishBefore = [
  /(?:called|known as|termed|named)\s+(?:the\s+|an?\s+)?["“]?$/iu,
  // The thing described first, then named by whoever names it: "porous rock that we call
  // aquifers", "planets outside our Solar System, which astronomers call exoplanets", "tiny bags
  // of colour. Scientists call them chromatophores".
  /\b(?:that|which)\s+(?:[\p{L}-]+\s+){1,2}call\s+(?:(?:an?|the)\s+[\p{L}-]+\s+)?["“]?$/iu,
  /\bcalls?\s+(?:them|it|these|those|this|that)\s+(?:an?\s+)?["“]?$/iu,
  // "… warming three times faster, which is something we call Arctic amplification".
  /\b(?:we|scientists|researchers|people)\s+call\s+(?:[A-Z][\p{L}-]*\s+)?["“]?$/u,
  // An example of a kind the sentence names: "large birds of prey such as eagles and vultures",
  // "small songbirds, like the garden warbler" (w66).
  /\b(?:such as|like|including)\s+(?:[\p{L}-]+(?:,\s+|\s+(?:and|or)\s+))*$/iu,
  /\b(?:such as|like|including)\s+(?:the\s+)?[\p{L}-]+\s+$/iu,
];

/**
 * A process named after what it does, read over its whole sentence: "bacteria can remove it as N2 gas
 * via denitrification or anammox", "they turn it into harmless gas, which escapes to the air, through
 * denitrification" (w95).
 */
const PROCESS_AFTER_WHAT_IT_DOES =
  /\b(?:turns?|turned|converts?|converted|removes?|removed|breaks?\s+(?:it|them)\s+down|changes?|changed)\s+(?:(?:it|them|this|the\s+[\p{L}-]+)\s+)?(?:into|to|as)\s+[^.;!?]{1,60}?\s+(?:via|through)\s+(?:[\p{L}-]+\s+(?:or|and)\s+)?$/iu;

const hebrewAfter = [
  /^\s*\(\s*\S+\s+\S/u,
  /^\s*[—–]\s*\S/u,
  /^\s+-\s+\S/u,
  /^,\s*(?:כלומר|דהיינו|שהוא|שהיא|שהם|שהן|או)\s/u,
  // "That is" after the term's short phrase: "גידול הידרופוני של חסה ועגבניות, כלומר גידול ללא קרקע".
  /^(?:\s+[\u05d0-\u05ea]+){1,4},\s*(?:כלומר|דהיינו)\s+\S+\s+\S/u,
  // "אוטופאגיה, שזה כשהתאים מנקים את עצמם" (which is when …), "…, שזה אומר ש…", "בקסילם, שזה כמו
  // צינורות דקים" (which is like …); not a judgement ("שזה חשוב").
  /^,\s*(?:שזה|שזו|זה|זאת)\s+(?:כש|כמו\s|אומר(?:ת)?\s|פירושו\s|ה[\u05d0-\u05ea]{2,}\s+ש)/u,
  // An apposition with its relative clause: "אסתמה, מחלה שמקשה לנשום", "בדיאסטולה, השלב שבו החדרים
  // נרגעים" (the stage in which …, w90).
  /^,\s*(?!ו)(?:[\u05d0-\u05ea]+\s+){1,3}(?:ש[\u05d0-\u05ea]{3,}|שב(?:ו|ה|הם|הן)\s)/u,
  // A relative clause right after the term: "קיוביטים, שיכולים להחזיק 0 ו-1 בו-זמנית".
  /^,\s*ש[\u05d0-\u05ea]{3,}\s+\S+/u,
  // An apposition that names what the thing is of: "ראשנים, הגורים של הקרפדות" (tadpoles, the young
  // of toads), "לקורטקס, השכבה החיצונית של המוח", "גסטרואנטרולוג, רופא של מערכת העיכול".
  /^,\s*[\u05d0-\u05ea]{2,}(?:\s+ה?[\u05d0-\u05ea]{2,})?\s+של\s+[\u05d0-\u05ea]/u,
  // The same with an adjective on the term or a longer description and its relative clause:
  // "קרציה קטנה, חרק בגודל של גרגר אורז שנצמד לעור".
  // A list goes on with ו ("קרציות, כלבים וחתולים שגרים בבית"), which no description does here; a
  // Latin word may stand inside it ("פלסמידים, טבעות DNA קטנות שחיידק יכול למסור").
  /^(?:\s+[\u05d0-\u05ea]{2,})?,\s*(?!ו)[\u05d0-\u05ea]+\s+(?:(?!ו)(?:[\u05d0-\u05ea]+|[A-Za-z0-9+]{1,5})\s+){0,5}ש[\u05d0-\u05ea]{3,}\s/u,
  /^\s+(?:הוא|היא|הם|הן)\s+[\u05d0-\u05ea]/u,
  // The next sentence says what they are, as English "These are …": "כימורצפטורים. אלה חיישני ריח קטנטנים" (w87).
  /^\.\s+(?:אלה|אלו)\s+(?!(?:לא|היו|הם|הן|רק|גם)\s)[\u05d0-\u05ea]{2,}\s+[\u05d0-\u05ea]{2,}/u,
  // An everyday kind of thing set off after it, then what sets it apart: "בפוספוריט, סלע ימי עשיר
  // בזרחן", "טרדיגרדים, בעלי חיים זעירים", "refugium, מקום מפלט לאלמוגים", as "chytrid fungus" in English.
  /^,\s*(?:סלע|אבן|חומר|מינרל|מתכת|גז|נוזל|חלבון|אנזים|הורמון|תא|תאים|איבר|רקמה|מחלה|נגיף|חיידק|חיידקים|פטרייה|צמח|צמחים|בעלי?\s+חיים|יצור(?:ים)?|דג(?:ים)?|ציפור(?:ים)?|חרק(?:ים)?|כלי|מכשיר|מיקרופון|מצלמה|חיישן|תהליך|שכבה|מקום|אזור)\s+[\u05d0-\u05ea]{2,}\s+[\u05d0-\u05ea]/u,
  // A bare noun phrase set off by commas, the sentence going on with a preposition (as in English):
  // "פיוניות, חורים קטנטנים בעלה, בתהליך …"; not a list, whose next item a ו opens; not at a
  // sentence's end, where a clause looks the same ("בדה-פסיבציה, מתחילה חלודה.").
  /^,\s*(?!ו)[\u05d0-\u05ea]{2,}(?:\s+(?!ו)[\u05d0-\u05ea]{2,}){1,3}\s*,\s*(?:[בלכ]|על\s|עם\s|אל\s|כדי\s)/u,
  // A definite noun and its adjective set off as an apposition: "התא הפרה-סינפטי, התא השולח, …".
  /^,\s*ה[\u05d0-\u05ea]{2,}\s+ה[\u05d0-\u05ea-]{2,}\s*[,.]/u,
  /^\s*:\s*\S+(?:\s+\S+){3}/u,
];
const hebrewBefore = [
  // With the name's own first word between: "טבעת של אטומים שנקראת טבעת בטא-לקטם".
  /(?:שנקרא|שנקראת|שנקראים|שנקראות|הנקרא|הנקראת|המכונה|המכונים|מה שנקרא)\s*(?:[\u05d0-\u05ea]+\s+)?["״]?$/u,
  // A naming after the description: "בפיזיקה קוראים לזה decoherence".
  /(?:^|\s)(?:קוראים|קוראות|נקרא|נקראת)\s+(?:לזה|לזו|לו|לה|להם|להן)\s*["״]?$/u,
  // The thing described, then named: "לתופעה הזו קוראים דיגלוסיה", "המצב הזה … נקרא דיגלוסיה", "לזה קוראים אקולוקציה".
  /(?:^|\s)(?:הזה|הזו|הזאת|האלה|האלו|ו?לזה|ו?לזו)\s+(?:קוראים|קוראות)\s*["״]?$/u,
  /(?:^|\s)(?:נקרא|נקראת|נקראים|נקראות)\s*["״]?$/u,
  // "This is called …" after the description, with the name's own first word between: "… וכך הרעש
  // רק עולה. זה נקרא אפקט לומבארד". Only after a pronoun: a bare "נקרא" is also "we will read".
  /(?:^|[.!?:]\s*)(?:זה|זו|זאת|הוא|היא|הם|הן)\s+(?:נקרא|נקראת|נקראים|נקראות)\s+[\u05d0-\u05ea-]{2,}\s+["״]?$/u,
  // The thing described, then named by its kind: "לגוש כזה אנחנו קוראים סייסמיט" (such a lump we call a seismite, w95).
  /(?:^|\s)ל[\u05d0-\u05ea]{2,}\s+(?:כזה|כזו|כזאת|כאלה|הזה|הזו|הזאת)\s+(?:אנחנו\s+|אנו\s+|מדענים\s+|חוקרים\s+)?(?:קוראים|קוראות)\s*["״]?$/u,
  // "תקופות שקטות, מה שאנחנו קוראים רמיסיה" (what we call …).
  /(?:^|\s)מה\s+ש[\u05d0-\u05ea]*\s+(?:קוראים|קוראות|מכנים|מכנות)\s*["״]?$/u,
  // A naming after what the thing is: "חיידק קטן בשם קסילה" (a small bacterium named Xylella).
  /(?:^|\s)בשם\s*["״]?$/u,
  // An example of a kind the sentence names, as in English and Arabic: "מינים רגישים כמו פורל
  // וסלמונידים", "תרופות ו-micropollutants כמו carbamazepine", "חיידקים …, למשל קלבסיאלה".
  /(?:(?:^|\s)כמו|,\s*(?:למשל|לדוגמה))\s+(?:[^\s,.!?]+(?:,\s*|\s+)){0,3}ו?$/u,
  // The kind of thing it is, named right before it: "חיידק קסילה", "מחלת …", "בצמיד אקטיגרף".
  // The sentence before restated with the term: "…ובחורף חוזר רק חלקית. כלומר יש אפקט היסטרזיס" (that
  // is, there is a hysteresis effect, w96), "עולה בקיץ ולא יורד, כלומר הצטברות", as Arabic's "…، أي يرتفع الـ X".
  /(?:(?:^|[.!?:]\s*)|[\u05d0-\u05ea],\s*)כלומר,?\s+(?:[\u05d0-\u05ea]+\s+){0,3}$/u,
  /(?:^|\s)[ובלמהש]{0,2}(?:חיידק|חיידקי|נגיף|נגיפי|וירוס|מחלת|פטריית|צמח|חרק|אנזים|הורמון|צמיד|מכשיר|חיישן|חומצת\s+האמינו|חומצת\s+אמינו)\s+$/u,
];

// Arabic, read in folded letters (arabicCueText): "X، أي …", "X، وهو …", "X (…)", "X هو …", "X يعني …",
// "X، المعروف باسم …", a next sentence "وهو …", and before the term "يسمى / تدعى / يعرف بـ / باسم".
/** "X، أي …", "X، أو …"; "علاقة تكافلية أي أن كلًّا منهما يساعد الآخر": "that is" without the comma ("or" needs one). */
const arabicMeans = [
  /^\s*,\s*(?:اي|يعني|بمعني|او)\s+\S/u,
  /^\s+(?:اي|يعني|بمعني)\s+(?:ان\s+)?\S+\s+\S/u,
  // After the term's short phrase: "الاستمطار في المناطق الجافة، أي زيادة المطر …".
  /^(?:\s+[^\s,.]+){1,4}\s*,\s*(?:اي|يعني|بمعني)\s+\S+\s+\S/u,
];
const arabicAfter = [
  /^\s*\(\s*\S+\s+\S/u,
  /^\s*[—–]\s*\S/u,
  /^\s+-\s+\S/u,
  ...arabicMeans,
  // The pronoun's apposition, not "وهو ما …" (the clause before) or a judgement ("وهو أمر …", "وهو الأول …").
  // A definite adjective of the term may stand before it: "مواد البيروفسكايت الهاليدية، وهي فئة من …";
  // or an adverb in -ا: "يخرج الجذير أولًا، وهو أول جذر صغير" (w76).
  /^(?:\s+ال\S+|\s+\S+ا)?(?:\s*,\s*و?|\s+و)(?:هو|هي|هم|هن)\s+(?!(?:ما|امر|الاول|الاولي|الوحيد[ةه]?|من|في)\s)\S+\s+\S/u,
  /^\s*,\s*(?:ال)?(?:معروف[ةه]?|مسمي|مسما[ةه]|ملقب[ةه]?)\s+(?:ايضا\s+)?(?:باسم|ب)/u,
  // The kind it is, in an apposition of its rank: "الأرتيميسينين، أهم دواء لدينا".
  /^\s*,\s*(?:اهم|اشهر|اقوي|اقوى|اقدم|اكثر|اول|احدث)\s+(?:دواء|علاج|ماد[ةه]|مضاد|لقاح|انزيم|هرمون|بروتين|مركب|جهاز|مرض)(?=[\s,.]|$)/u,
  /^\s*,\s*(?:\S+\s+){1,3}(?:الذي|التي|الذين)\s/u,
  /^\s+(?:هو|هي|هم|هن)\s+(?!(?:امر|الاول|مهم[ةه]?|افضل)\s)\S+\s+\S/u,
  /^\s+(?:يعني|تعني)\s+\S/u,
  /^\.\s+و?(?:هو|هي|هم|هن)\s+(?!(?:ما|امر)\s)\S+\s+\S/u,
  /^\s*:\s*\S+(?:\s+\S+){3}/u,
];
const arabicBefore = [
  // Named by those who name it, a few words between: "ونسميه نحن المهندسين «soft story»"; "وهو ما يعرف بتأثير X".
  /(?:^|\s)[وف]?(?:نسمي|يسمي|تسمي|يسمون|نسميه|نسميها)(?:ه|ها|هم|ونه|ونها)?\s+(?:\S+\s+){1,3}["«]?$/u,
  /(?:^|\s)(?:يعرف|تعرف|(?:ال)?معروف[ةه]?)\s+ب\S+\s*["«]?$/u,
  // The thing described, then named: "وهذا هو الـ trade-off"; its name in the sentence's language, then another: "«التناوب اللغوي» أو code-switching".
  /(?:^|\s)[وف]?(?:هذا|هذه|ذلك|تلك)\s+(?:هو|هي)\s+(?:ال\S{0,1}\s*)?$/u,
  // The clause before restated with the term: "تحمل بيانات أكثر في الثانية، أي يرتفع الـ throughput",
  // "تُحجب بسهولة بالجدران، أي أن الـ path loss عالٍ" (w92: both read as explained).
  /\p{L},\s*اي\s+(?:ان\s+)?(?:[^\s,.!?؟]+\s+)?(?:ال\S?\s*)?$/u,
  /["»]\s*او\s*$/u,
  /(?:يسمي|تسمي|نسميه|نسميها|يدعي|تدعي|يعرف|تعرف|يلقب|تلقب|(?:ال)?مسمي|(?:ال)?مسما[ةه]|(?:ال)?معروف[ةه]?\s+باسم|(?:^|\s)باسم)(?:\s+باسم)?\s*(?:ب\s*)?["«]?$/u,
  // An example or a member of a kind the sentence names: "البقوليات، مثل الفول والعدس", "لعدة
  // مضادات منها الكولستين", "مضادات التخثر، وتحديدًا الأبيكسابان والريفاروكسابان".
  // "منها" only after a plural or a comma: after a verb it is "from it" ("يتسرب منها النترات").
  // The items before the term stay in its sentence ("خاصة بسبب زواج الأقارب. أقوم بعمل X").
  // In brackets too: "ناهضات GLP-1 (مثل السيماغلوتايد)" (w91).
  /(?:(?:^|[\s(])(?:مثل|[وف]?تحديدا|[وف]?خاص[ةه]|[وف]?لا\s+سيما|بما\s+فيها)|(?:ات|,)\s*[وف]?(?:منها|من\s+بينها))\s+(?:[^\s,.!?؟]+(?:,\s*|\s+)){0,4}$/u,
  // The kind of thing it is, an everyday kind, named right before it: "بكتيريا الإشريكية", "مرض …",
  // "إنزيم الأسباراجيناز", "الحمض الأميني الأسباراجين", "طحالب الزوزانتيلا" (w96).
  /(?:^|\s)(?:و|ل|ب|ف)?(?:ال|لل)?(?:بكتيريا|فطر|فطريات|فيروس|مرض|نبات|حشر[ةه]|طفيلي|طحالب|طحلب|انزيم|هرمون|حمض\s+(?:ال)?اميني)\s+$/u,
  // A member of an everyday kind the sentence names: "المبيدات من عائلة النيونيكوتينويدات" (pesticides of the
  // neonicotinoid family, w95), "أدوية من فئة الستاتينات".
  /(?:^|\s)(?:و|ل|ب|ف)?(?:ال|لل)?(?:مبيد|مبيدات|ادوي[ةه]|دواء|مضادات|بكتيريا|فطريات|فيروسات|مواد|مركبات|اسمد[ةه]|سماد|نباتات|حشرات)(?:\s+\S+)?\s+من\s+(?:عائل[ةه]|فئ[ةه]|مجموع[ةه]|نوع|صنف)\s+$/u,
  // "مادة اسمها الأكريلاميد" (a substance whose name is …), as "تسمى"; "اسمها العلمي الجواثم" (its scientific name).
  /(?:^|\s)اسم(?:ها|ه|هم)(?:\s+(?:ال)?علمي)?\s*["«]?$/u,
  // The thing described, then named by those who name it, the name's first word between: "لذلك
  // يسميه العلماء «ماءً أحفوريًا»".
  /(?:^|\s)[وف]?(?:يسمي|تسمي|يسمون|نسمي)(?:ه|ها|هم|ونه|ونها)?\s+(?:العلماء|الباحثون|الخبراء|الاطباء|الناس)\s*["«]?(?:[^\s"«»]+\s+)?$/u,
];

/** Arabic text as the Arabic cues read it: letters folded as the word lookup folds them, and "،" as ",". */
function arabicCueText(text: string): string {
  return normaliseArabicForm(text).replaceAll('،', ',');
}

/** Where `term` stands at or just after `at`, and the text after and before it. */
function surroundings(text: string, at: number, term: string): { start: number; after: string; before: string } | null {
  const start = text.indexOf(term, Math.max(0, at - term.length)) === at ? at : text.indexOf(term, Math.max(0, at - 2));
  if (start < 0) return null;
  return { start, after: text.slice(start + term.length, start + term.length + 120), before: text.slice(Math.max(0, start - 40), start) };
}

/**
 * True when what follows the term at `at` explains it (a gloss, an apposition, a definition), so
 * that the words after it are the writer's plain words for it; not a naming before it ("cells
 * called iridophores, and inside them …": what follows goes on with the sentence).
 */
export function explainedAfter(text: string, at: number, term: string): boolean {
  const place = surroundings(text, at, term);
  return place !== null && glossFollows(term, place.after);
}

/** A gloss, apposition or definition in `after`, the text right after the term. */
function glossFollows(term: string, after: string): boolean {
  if (/\p{Script=Arabic}/u.test(term)) return arabicAfter.some((cue) => cue.test(arabicCueText(after)));
  const hebrew = /[\u05d0-\u05ea]/u.test(term);
  // A Latin term in a Hebrew sentence is glossed the Hebrew way: "משאבות efflux בחיידקים, חלבונים שפולטים …",
  // its abbreviation in brackets between: "ה-locus coeruleus (LC), אזור זעיר בגזע המוח".
  const abbreviationAside = hebrew ? after : after.replace(/^\s*\([^()]{1,15}\)(?=\s*,)/u, '');
  const inHebrew = !hebrew && /^(?:\s+[\u05d0-\u05ea]{2,})?,\s*[\u05d0-\u05ea]/u.test(abbreviationAside);
  const glossed = inHebrew ? abbreviationAside : after;
  if ((hebrew || inHebrew ? hebrewAfter : englishAfter).some((cue) => cue.test(glossed))) return true;
  // And the Arabic way in an Arabic sentence: "biochar، وهو فحم …", "transformer، وهي البرامج …".
  if (!hebrew && /^\s*(?:[,،(]|و)[^.!?]{0,8}\p{Script=Arabic}/u.test(after) && arabicAfter.some((cue) => cue.test(arabicCueText(after)))) return true;
  // A Latin term in an Arabic sentence glossed as an Arabic term is: "الـ biofouling أي نموّ
  // البكتيريا على الغشاء", "autosomal recessive، أي أن الطفل يصاب إذا ورث نسختين …" (fresh labels:
  // each read as explained).
  if (!hebrew && arabicMeans.some((cue) => cue.test(arabicCueText(after)))) return true;
  if (!hebrew && /ing$/iu.test(term) && GERUND_WHEN.test(after)) return true;
  if (!hebrew && /(?:tion|sis|ment)s?$/iu.test(term) && PROCESS_DOING.test(after)) return true;
  // An adverb glossed by how it is done: "optogenetically, using light to silence neurons".
  return !hebrew && /ly$/iu.test(term) && /^,\s+(?:using|by)\s+\S+\s+\S+/iu.test(after);
}

/** True when the text at `at` (where `term` stands) explains it by a cue a reader sees. */
export function confirmedExplanation(text: string, at: number, term: string): boolean {
  const place = surroundings(text, at, term);
  if (place === null) return false;
  const { start, after, before } = place;
  if (/\p{Script=Arabic}/u.test(term)) return explainedInArabic(arabicCueText(before), arabicCueText(after));
  const hebrew = /[\u05d0-\u05ea]/u.test(term);
  const beforeCues = hebrew ? hebrewBefore : englishBefore;
  if (glossFollows(term, after)) return true;
  // The term in brackets after its plain description: "a slow thyroid gland (hypothyroidism)".
  if (/\(\s*$/u.test(before) && /^\s*\)/u.test(after)) return true;
  if (beforeCues.some((cue) => cue.test(before))) return true;
  if (describedInItsSentence(text, start, before, after, hebrew)) return true;
  // A Hebrew description, then the definite term closing its clause: "חיים במעי טריליוני
  // חיידקים, המיקרוביום." (a list's last item follows an item of a word or two).
  if (hebrew && /^ה/u.test(term) && /^\s*[.;:]/u.test(after) && /(?:^|[.!?,:;]\s*)(?:[\u05d0-\u05ea"'״׳-]+\s+){2,}[\u05d0-\u05ea"'״׳-]+,\s*$/u.test(before)) return true;
  // Or an everyday kind and what sets it apart, then the term: "צבע אדום חדש, אנתוציאנין."
  if (hebrew && /^\s*[.;:]/u.test(after) && HEBREW_KIND_DESCRIBED_BEFORE.test(before)) return true;
  if (!hebrew && namedAfterItsDescription(before, after)) return true;
  if (!hebrew && PROCESS_AFTER_WHAT_IT_DOES.test(text.slice(Math.max(0, start - 120), start))) return true;
  // What happens, then its name ending the sentence: "… and makes gas and alcohol, that's fermentation." or
  // "… and alcohol. That's fermentation." (w91).
  const named = hebrew ? null : /[,.;:]\s*(?:that['’]s|that\s+is|this\s+is)\s+(?:called\s+)?["“]?$/iu.exec(before);
  if (named && before.slice(0, named.index).trim().split(/\s+/u).length >= 3 && /^["”]?\s*(?:[.!?;]|$)/u.test(after)) return true;
  return !hebrew && namedInItsSentencesLanguage(before);
}

/**
 * The thing described, then named by the term with the description's own noun: "tiny muscles in the
 * cat's voice box, the laryngeal muscles" (w78).
 */
function namedAfterItsDescription(before: string, after: string): boolean {
  const noun = /^\s+([\p{L}-]{3,})/u.exec(after)?.[1];
  const description = /(?:^|[.;:!?])([^.;:!?]*),\s+the\s+$/iu.exec(before)?.[1];
  if (noun === undefined || description === undefined) return false;
  return description.slice(-80).toLowerCase().split(/[^\p{L}-]+/u).includes(noun.toLowerCase());
}

/** An everyday kind of thing and up to three words of what it is, set off before the term. */
const HEBREW_KIND_DESCRIBED_BEFORE = /(?:^|\s)(?:צבע|פיגמנט|חומר|חלבון|אנזים|הורמון|תא|תאים|איבר|רקמה|מחלה|נגיף|חיידק|פטרייה|צמח|מכשיר|תהליך|שכבה|מקום|אזור)(?:\s+[\u05d0-\u05ea"'״׳-]{2,}){1,3},\s*$/u;

/**
 * A Latin term in a Hebrew or Arabic sentence may be named in that language after its description
 * ("בפיזיקה קוראים לזה decoherence", "وهذا ما نسميه …").
 */
function namedInItsSentencesLanguage(before: string): boolean {
  if (/[\u05d0-\u05ea]/u.test(before) && hebrewBefore.some((cue) => cue.test(before))) return true;
  return /\p{Script=Arabic}/u.test(before) && arabicBefore.some((cue) => cue.test(arabicCueText(before)));
}

function explainedInArabic(before: string, after: string): boolean {
  if (arabicAfter.some((cue) => cue.test(after))) return true;
  // A nominal sentence that opens with the term and says the kind of thing it is: "الهيموغلوبين مادة في الدم …".
  if (/(?:^|[.!?؟:]\s*)$/u.test(before) && /^\s+(?:ماد[ةه]|مواد|نوع\s+من|مضاد\s+حيوي|دواء|بروتين|جزيء|جزيئات|خلي[ةه]|خلايا|جهاز|عضو|هرمون|انزيم|غد[ةه]|مركب|كائن(?:ات)?|قطع[ةه]?|جسيم(?:ات)?|حبيبات|فئ[ةه]|مرض|فيروس|بكتيريا|غاز|سائل|نبات(?:ات)?|حيوان(?:ات)?|طحالب|معدن|صخر[ةه]?|اد[اوي][ةه])\s+\S/u.test(after)) return true;
  // An apposition the term closes, a kind noun heading it: "المادة الفعالة فيها، الثيموكينون، تعمل …".
  if (/^\s*,/u.test(after) && /(?:^|[.!?,؟]\s*|\s)(?:ال)?(?:ماد[ةه]|مكون|عنصر|دواء|بروتين|انزيم|مركب|هرمون|جزيء)(?:\s+[^\s,]+){0,2}\s*,\s*$/u.test(before)) return true;
  if (/\(\s*$/u.test(before) && /^\s*\)/u.test(after)) return true;
  return arabicBefore.some((cue) => cue.test(before));
}

/**
 * A term whose sentence, or the sentence that opens with it, says what it is: in English the
 * description set off before it ("the cell's protein-making machine, the ribosome, …", "on the
 * negative side, the anode."); in both
 * languages a sentence of four words or more that opens with it and goes on with what it is or does
 * ("Stalagmites grow when water drips …", "Zebrafish are little striped fish …", "קיוביט יכול
 * להחזיק 0 ו-1 בו-זמנית").
 */
function describedInItsSentence(text: string, start: number, before: string, after: string, hebrew: boolean): boolean {
  if (!hebrew && /\p{L},\s+the\s+$/u.test(before) && /^(?:,|[.!?;](?!\S))/u.test(after)) return true;
  if (!sentenceStartsAt(text, start) || (/^[^.!?]*/u.exec(after)?.[0] ?? '').trim().split(/\s+/u).length < 4) return false;
  return hebrew
    ? /^\s+(?!(?:של|או|עם|על|גם|כמו|ו)\s)[\u05d0-\u05ea]{2,}\s/u.test(after)
    : /^s?\s+(?!(?:and|or|of|in|on|at|to|for|with|from|by|can|may|might|will|could|would|should|also|still|have|has|had)\s)[a-z]+\s/u.test(after);
}
