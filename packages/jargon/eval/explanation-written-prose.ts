// A second held-out set of the "explained on first use" evaluation (docs/de-jargonizer.md "Key
// terms and explained terms", "Written held-out passages"): short passages of science news and
// abstracts, in English and Hebrew, written for this set (not quoted from any page) before the
// rules were changed for them, and labelled term by term as the real-prose set is
// (explanation-real-prose.ts): `explained` holds every term a passage explains for a lay reader,
// with the words that explain it; `unexplained` every other rare word. About half explain a term;
// the others hold the traps seen on real text (a person's role after a comma, a list of examples,
// abbreviations and Latin names in brackets, a simile of the clause, a dash aside). The rules are
// never tuned on these: the set is run once after a change, and its figure reported beside the
// tuned one.
import type { RealProsePassage } from './explanation-real-prose.ts';

/** A passage written for the set: `source` names it ("written en-07"), `kind` says which register it imitates. */
function written(id: string, kind: RealProsePassage['kind'], passage: Omit<RealProsePassage, 'source' | 'kind'>): RealProsePassage {
  return { source: `written ${id}`, kind, ...passage };
}

export const ENGLISH_WRITTEN_HELD_OUT: readonly RealProsePassage[] = [
  written('en-01', 'news', {
    text: 'Off the coast of Oman, divers found a reef thriving in water that should have killed it. The corals there carry a hardy strain of dinoflagellates — single-celled algae that live in coral tissue and feed it sugars. Lab tests showed the strain keeps working at 34 degrees, two degrees above the point where most reefs start to bleach.',
    explained: [['dinoflagellates', 'single-celled algae that live in coral tissue and feed it sugars']],
    unexplained: ['corals', 'single-celled'],
  }),
  written('en-02', 'abstract', {
    text: 'Background: Chronic kidney disease is associated with accelerated vascular calcification. We assessed whether serum phosphate predicts the progression of coronary artery calcification in non-dialysis patients. Methods: 412 patients underwent computed tomography at baseline and after 24 months.',
    explained: [],
    unexplained: ['calcification', 'coronary', 'computed', 'tomography'],
  }),
  written('en-03', 'news', {
    text: 'Deep in the soil, plant roots trade sugar with a web of fungal threads called hyphae. The threads reach far beyond the roots and bring back water and phosphorus. Farmers who plough less leave more of this network intact, the researchers found.',
    explained: [['hyphae', ['fungal threads', 'The threads reach far beyond the roots and bring back water and phosphorus']]],
    unexplained: [],
  }),
  written('en-04', 'abstract', {
    text: 'Patients who received the new drug had fewer episodes of tachycardia (a heart rate above 100 beats a minute) during the first week after surgery.',
    explained: [['tachycardia', 'a heart rate above 100 beats a minute']],
    unexplained: [],
  }),
  written('en-05', 'news', {
    text: '“We were surprised by how quickly the ice retreated,” said Helen Fricker, a glaciologist at the Scripps Institution of Oceanography. Her team used satellite altimetry to track the grounding line, where the glacier lifts off the bedrock and begins to float.',
    explained: [['grounding line', 'where the glacier lifts off the bedrock and begins to float']],
    unexplained: ['glaciologist', 'Oceanography', 'altimetry'],
  }),
  written('en-06', 'news', {
    text: 'The virus attacks the myelin, which is the fatty coating that insulates nerve fibres, and slows the signals that travel along them.',
    explained: [['myelin', 'the fatty coating that insulates nerve fibres']],
    unexplained: ['insulates'],
  }),
  written('en-07', 'news', {
    text: "The spike protein fits the receptor on the cell's surface much as a key fits a lock, and once it is attached the virus is pulled inside.",
    explained: [],
    unexplained: ['receptor'],
  }),
  written('en-08', 'research-news', {
    text: 'The team sequenced the genomes of 40 species, including axolotls, lampreys, hagfish and several salamanders, to trace how limb regeneration evolved.',
    explained: [],
    unexplained: ['genomes', 'axolotls', 'lampreys', 'hagfish', 'salamanders'],
  }),
  written('en-09', 'news', {
    text: 'The researchers measured cortisol in the saliva of 300 nurses at the start and end of their shifts. Cortisol is a hormone the body releases under stress, and its level normally falls through the day.',
    explained: [['cortisol', 'a hormone the body releases under stress']],
    unexplained: [],
  }),
  written('en-10', 'news', {
    text: 'When the cells run short of oxygen, they switch to burning sugar without it, a pathway known as glycolysis. The switch is fast but wasteful, yielding far less energy per molecule of glucose.',
    explained: [['glycolysis', 'they switch to burning sugar without it']],
    unexplained: ['molecule'],
  }),
  written('en-11', 'news', {
    text: 'Young children with otitis media, or middle ear infection, often get better without antibiotics, the review concluded.',
    explained: [['otitis media', 'middle ear infection']],
    unexplained: [],
  }),
  written('en-12', 'abstract', {
    text: 'Objective: To evaluate the efficacy of transcranial magnetic stimulation (TMS) for treatment-resistant depression in adolescents. Design: Double-blind, sham-controlled randomised trial. Results: Response rates did not differ between active and sham groups (32% vs 29%).',
    explained: [],
    unexplained: ['transcranial', 'randomised'],
  }),
  written('en-13', 'news', {
    text: 'The fossil shows that the animal was bipedal, meaning it walked on two legs, long before its relatives left the trees.',
    explained: [['bipedal', 'it walked on two legs']],
    unexplained: [],
  }),
  written('en-14', 'news', {
    text: 'The probe will reach Europa in 2030 — if its launch stays on schedule — and fly past the moon 49 times. Scientists hope to find plumes of water vapour venting from cracks in the ice.',
    explained: [],
    unexplained: [],
  }),
  written('en-15', 'news', {
    text: 'People with a rare inability to recognise faces (prosopagnosia) can still identify friends by their voices or the way they walk.',
    explained: [['prosopagnosia', 'inability to recognise faces']],
    unexplained: [],
  }),
  written('en-16', 'news', {
    text: "The telescope's infrared camera picked up the faint glow of a protoplanetary disk around a young star 450 light years away. Gaps in the disk suggest that planets are already forming there, the astronomers said.",
    explained: [],
    unexplained: ['protoplanetary', 'disk'],
  }),
  written('en-17', 'research-news', {
    text: 'In the study, mice lacking leptin, a hormone made by fat cells that tells the brain when the body has enough energy, ate twice as much as normal mice and quickly became obese.',
    explained: [['leptin', 'a hormone made by fat cells that tells the brain when the body has enough energy']],
    unexplained: [],
  }),
  written('en-18', 'news', {
    text: 'Most of the patients were asymptomatic, that is, they showed no signs of illness, even though the virus was found in their blood.',
    explained: [['asymptomatic', 'they showed no signs of illness']],
    unexplained: [],
  }),
  written('en-19', 'news', {
    text: "Local fishermen called the researchers when the first dead dolphins washed ashore. Tests later found high levels of domoic acid, a toxin produced by some algae, in the animals' stomachs.",
    explained: [['domoic acid', 'a toxin produced by some algae']],
    unexplained: ['toxin'],
  }),
  written('en-20', 'news', {
    text: 'Levels of microplastics in the river rose sharply after the storm (the sampling site lies just below a sewage outflow), then fell back within a week.',
    explained: [],
    unexplained: ['outflow'],
  }),
  written('en-21', 'news', {
    text: 'Some bacteria swap genes with each other directly, even across species. This is called horizontal gene transfer, and it is one way resistance to antibiotics spreads so quickly.',
    explained: [['horizontal gene transfer', 'Some bacteria swap genes with each other directly']],
    unexplained: [],
  }),
  written('en-22', 'news', {
    text: 'The findings point to one culprit: neonicotinoids. These pesticides, sprayed on seeds, spread through the whole plant and end up in its pollen.',
    explained: [['neonicotinoids', 'These pesticides']],
    unexplained: [],
  }),
  written('en-23', 'abstract', {
    text: 'Methods: We conducted a retrospective cohort study of 1,208 adults with atrial fibrillation who initiated anticoagulation between 2015 and 2019. The primary outcome was ischaemic stroke or systemic embolism.',
    explained: [],
    unexplained: ['atrial', 'fibrillation', 'anticoagulation', 'ischaemic', 'embolism'],
  }),
];

export const HEBREW_WRITTEN_HELD_OUT: readonly RealProsePassage[] = [
  written('he-01', 'research-news', {
    text: 'חוקרים מהטכניון פיתחו ציפוי חדש למכשירים רפואיים שמונע היווצרות ביופילם – שכבה דביקה של חיידקים שנצמדת למשטחים ומגינה עליהם מפני אנטיביוטיקה.',
    explained: [['ביופילם', 'שכבה דביקה של חיידקים שנצמדת למשטחים']],
    unexplained: ['מהטכניון'],
  }),
  written('he-02', 'news', {
    text: 'בתוך תאי הצמח פועל מנגנון שנקרא פוטוסינתזה, שבו אור השמש הופך לסוכר. ללא התהליך הזה לא היו חיים על פני כדור הארץ.',
    explained: [['פוטוסינתזה', 'שבו אור השמש הופך לסוכר']],
    unexplained: [],
  }),
  written('he-03', 'news', {
    text: 'החולים שקיבלו את התרופה החדשה נשארו ברמיסיה, כלומר ללא סימנים של המחלה, במשך שנתיים לפחות.',
    explained: [['ברמיסיה', 'ללא סימנים של המחלה']],
    unexplained: [],
  }),
  written('he-04', 'news', {
    text: 'בדגימות הדם נמצאו רמות גבוהות של טרופונין (חלבון שמשתחרר לדם כשנגרם נזק לשריר הלב), ולכן הרופאים חשדו בהתקף לב.',
    explained: [['טרופונין', 'חלבון שמשתחרר לדם כשנגרם נזק לשריר הלב']],
    unexplained: [],
  }),
  written('he-05', 'abstract', {
    text: 'במחקר השתתפו 240 מטופלים עם פרפור פרוזדורים, שחולקו באקראי לשתי קבוצות. בקבוצה שקיבלה נוגדי קרישה חדשים נרשמו פחות שבצים ופחות דימומים.',
    explained: [],
    unexplained: ['פרוזדורים'],
  }),
  written('he-06', 'news', {
    text: 'האנזים נצמד למולקולה כמו מפתח למנעול, ורק אז מתחיל הפירוק.',
    explained: [],
    unexplained: [],
  }),
  written('he-07', 'news', {
    text: 'קטניות כמו עדשים, חומוס ושעועית מכילות הרבה חלבון וברזל, ולכן הן חשובות במיוחד בתזונה צמחונית.',
    explained: [['קטניות', 'עדשים, חומוס ושעועית']],
    unexplained: [],
  }),
  written('he-08', 'research-news', {
    text: 'במערות נמצאו עצמות של צבועים, דורבנים ויעלים, לצד כלי צור שגילם כ-200 אלף שנה.',
    explained: [],
    unexplained: ['דורבנים'],
  }),
  written('he-09', 'research-news', {
    text: 'הצוות בדק את הסטרומטוליטים, מושבות של חיידקים שיוצרות שכבות סלע במים רדודים, ומצא בהם ריכוזים גבוהים של ניטרטים.',
    explained: [['הסטרומטוליטים', 'מושבות של חיידקים שיוצרות שכבות סלע במים רדודים']],
    unexplained: ['ניטרטים'],
  }),
  written('he-10', 'research-news', {
    text: 'אפיגנטיקה היא תחום שחוקר שינויים בפעילות של גנים שאינם נובעים משינוי ברצף הדנ״א עצמו. החוקרים מצאו שתזונת האם בהיריון משאירה סימנים כאלה אצל הצאצאים.',
    explained: [['אפיגנטיקה', 'תחום שחוקר שינויים בפעילות של גנים שאינם נובעים משינוי ברצף הדנ״א עצמו']],
    unexplained: ['הדנ״א'],
  }),
  written('he-11', 'news', {
    text: 'לדברי ד״ר מיכל כהן, חוקרת במכון ויצמן, התוצאות מפתיעות: התאים שרדו גם בחושך מוחלט.',
    explained: [],
    unexplained: ['ד״ר', 'ויצמן'],
  }),
  written('he-12', 'news', {
    text: 'הטפיל גורם למחלה בשם לישמניאזיס, שמתבטאת בפצעים בעור שמחלימים לאט ומשאירים צלקות.',
    explained: [['לישמניאזיס', 'שמתבטאת בפצעים בעור שמחלימים לאט ומשאירים צלקות']],
    unexplained: [],
  }),
  written('he-13', 'abstract', {
    text: 'מטרת המחקר הייתה לבחון את הקשר בין חשיפה לחומרי הדברה אורגנו-זרחניים לבין הפרעות קשב בילדים. נאספו דגימות שתן מ-512 ילדים בגילאי 6 עד 12, ונמדדו בהן מטבוליטים של החומרים.',
    explained: [],
    unexplained: ['אורגנו-זרחניים', 'בגילאי', 'מטבוליטים'],
  }),
  written('he-14', 'news', {
    text: 'בבריכות המלח של אילת חיים חיידקים הלופיליים. אלה יצורים שאוהבים מלח ומתרבים דווקא במים שמלוחים פי עשרה ממי הים.',
    explained: [['הלופיליים', 'יצורים שאוהבים מלח']],
    unexplained: [],
  }),
  written('he-15', 'news', {
    text: 'בחוף פלמחים נמצאו עשרות מדוזות נודדות (Rhopilema nomadica), שהגיעו לים התיכון דרך תעלת סואץ.',
    explained: [],
    unexplained: ['פלמחים', 'Rhopilema', 'nomadica', 'סואץ'],
  }),
  written('he-16', 'news', {
    text: 'המיטוכונדריה, כמו תחנת כוח זעירה, מספקת לתא את רוב האנרגיה שהוא צריך.',
    explained: [['המיטוכונדריה', 'תחנת כוח זעירה']],
    unexplained: [],
  }),
  written('he-17', 'news', {
    text: 'לפי הדוח, מפלס הכנרת ירד השנה ב-80 סנטימטרים, והאידוי בקיץ צפוי להוריד אותו עוד. רשות המים שוקלת להגביר את ההזרמה של מים מותפלים לאגם.',
    explained: [],
    unexplained: ['מותפלים'],
  }),
  written('he-18', 'news', {
    text: 'הצמח הוא גאופיט, שפירושו שהוא שורד את הקיץ כפקעת מתחת לאדמה ופורח מחדש בחורף.',
    explained: [['גאופיט', 'שהוא שורד את הקיץ כפקעת מתחת לאדמה']],
    unexplained: [],
  }),
  written('he-19', 'research-news', {
    text: 'הממצא העיקרי: רמות הקורטיזול בשיער של האחיות עלו בתקופת המגפה בכ-30 אחוזים.',
    explained: [],
    unexplained: ['הקורטיזול'],
  }),
  written('he-20', 'research-news', {
    text: 'בניסוי השתמשו בנמטודות, סוג של תולעים זעירות שחיות בקרקע, כדי לבדוק איך הזדקנות משפיעה על הזיכרון.',
    explained: [['בנמטודות', 'סוג של תולעים זעירות שחיות בקרקע']],
    unexplained: [],
  }),
  written('he-21', 'news', {
    text: 'החוקרים, שעבדו במשך שלוש שנים בשמורה, מצאו כי הצבאים נמנעים מהשטחים שבהם נשמעים רחפנים.',
    explained: [],
    unexplained: ['רחפנים'],
  }),
  written('he-22', 'news', {
    text: 'אצל אנשים עם חוסר יכולת לזהות פנים (פרוסופגנוזיה) הזיכרון הכללי תקין לחלוטין.',
    explained: [['פרוסופגנוזיה', 'חוסר יכולת לזהות פנים']],
    unexplained: [],
  }),
];
