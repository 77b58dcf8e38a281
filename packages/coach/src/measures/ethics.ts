// Ethics (docs/exercises.md "Ethics"): which kinds of ethical concern a text names
// (stakeholders, consent, privacy, conflicts of interest, risk). As in pathos.ts, the lists are
// short and plain, and a Hebrew text is read with the Hebrew lists only.

import { textLanguage } from '../language-analysis/analyse.ts';
import { found, foundHebrew, hebrewMatches, hebrewTokens } from './phrase-lists.ts';

export type EthicsConcern = 'stakeholders' | 'consent' | 'privacy' | 'conflictOfInterest' | 'risk';

export const ethicsConcerns: readonly EthicsConcern[] = [
  'stakeholders',
  'consent',
  'privacy',
  'conflictOfInterest',
  'risk',
];

export const ethicsMarkers: Readonly<Record<EthicsConcern, readonly string[]>> = {
  stakeholders: [
    'participants',
    'participant',
    'patients',
    'patient',
    'public',
    'community',
    'communities',
    'families',
    'children',
    'animals',
    'farmers',
    'users',
    'students',
    'volunteers',
    'stakeholders',
    'society',
    'residents',
    'workers',
    'readers',
    'nurses',
    'nurse',
    'doctors',
    'teachers',
    'parents',
    'employees',
    'staff',
    'consumers',
    'citizens',
    'people',
    'hikers',
    'visitors',
    'rangers',
    'neighbours',
    'neighbors',
    'tenants',
    'customers',
    'clients',
    'pupils',
    'victims',
    'owners',
  ],
  consent: [
    'consent',
    'informed consent',
    'permission',
    // Agreeing to take part is consent; "we agree that …" is not, nor is an authority's "agreed
    // to put signs" (a walk found it read as the consent of the people photographed).
    'agree to take part',
    'agreed to take part',
    'agrees to take part',
    'agree to participate',
    'agreed to participate',
    'agree to be',
    'agreed to be',
    'opt out',
    'opt in',
    'withdraw',
    'voluntary',
  ],
  privacy: [
    'privacy',
    'private',
    'confidential',
    'confidentiality',
    'anonymous',
    'anonymised',
    'anonymized',
    'anonymise',
    'anonymize',
    'personal data',
    'identifiable',
    'identify',
    'identified',
    'identity',
    'change the names',
    'data protection',
    'secure',
    'recognise',
    'recognize',
    'recognised',
    'recognized',
    'blur',
    'blurred',
    'blurs',
    'faces',
    'singled out',
    'pseudonym',
    'pseudonyms',
    // Identification through a small group, and its safeguard: figures only for large groups.
    'small town',
    'small village',
    'small community',
    'aggregate',
    'aggregated',
    'aggregating',
    'pooled',
  ],
  conflictOfInterest: [
    'conflict of interest',
    'conflicts of interest',
    'funding',
    'funded',
    'funder',
    'sponsor',
    'sponsored',
    'commercial',
    'profit',
    'patent',
    'industry',
    'company',
    'bias',
    'independent',
    'disclose',
  ],
  risk: [
    'risk',
    'risks',
    // Misuse said by who would misuse it ("poachers could use our maps to find animals").
    'poachers',
    'poaching',
    'abuse',
    'abused',
    'harm',
    'harmful',
    'danger',
    'dangerous',
    'safety',
    'side effect',
    'side effects',
    'misuse',
    'misused',
    'harms',
    'harmed',
    'risky',
    'endanger',
    'stigma',
    'damage',
    'unintended',
    'vulnerable',
    'fear',
    'panic',
    'misread',
    'misunderstand',
    'misunderstood',
    'exploit',
    'abuse',
    'misusing',
    'could use',
    // Harm named by what it does to people: a community labelled, soldiers punished.
    'stigmatise',
    'stigmatize',
    'stigmatised',
    'stigmatized',
    'labelling',
    'labeling',
    'punish',
    'punished',
    // Results read as more than they are ("so as not to raise false hopes").
    'false hope',
    'false hopes',
    'unrealistic expectations',
    'mislead',
    'misleading',
    'exaggerate',
    'exaggerated',
    'overstate',
    'overstated',
  ],
};

export const hebrewEthicsMarkers: Readonly<Record<EthicsConcern, readonly string[]>> = {
  stakeholders: ['משתתפים', 'משתתף', 'משתתפת', 'מטופלים', 'מטופל', 'חולים', 'ציבור', 'קהילה', 'קהילות', 'משפחות', 'ילדים', 'בעלי חיים', 'חקלאים', 'משתמשים', 'תלמידים', 'מתנדבים', 'תושבים', 'עובדים', 'קוראים', 'החברה',
    // As the English list has them (nurses, doctors, parents, …): a walk had the question asked of a
    // text that named the babies, the parents, the nurses and the doctors.
    'תינוקות', 'תינוק', 'הורים', 'הורה', 'אחיות', 'אחות', 'רופאים', 'רופאות', 'רופא', 'צוות', 'מורים', 'מורות',
    'נבדקים', 'קשישים', 'חיילים', 'מטפלים', 'לקוחות', 'אזרחים', 'מבקרים', 'מטיילים', 'אנשים', 'לוחמים', 'לוחם',
    'בני משפחה', 'בני המשפחה', 'בני משפחותיהם'],
  consent: ['הסכמה', 'הסכמה מדעת', 'רשות', 'הסכימו', 'מסכימים', 'לסרב', 'לפרוש', 'וולונטרי', 'מרצון'],
  privacy: [
    'פרטיות', 'פרטי', 'פרטיים', 'חסוי', 'חסויים', 'סודיות', 'אנונימי', 'אנונימיים', 'אנונימית', 'מידע אישי', 'מזהה', 'מזהים', 'הגנת מידע',
    'מטשטשים', 'מטשטש', 'מטשטשת', 'לטשטש', 'נטשטש', 'טשטוש', 'מטושטש', 'מטושטשים', 'לזהות', 'יזוהו', 'יזוהה', 'שם בדוי', 'שמות בדויים', 'מוצפן',
    'מוצפנים',
    // Names kept out of what is published ("לא לפרסם את שמות הישובים"): a walk had the
    // identification question asked of a text that says so.
    'לא לפרסם את שמות', 'לא נפרסם את שמות', 'בלי שמות', 'ללא שמות', 'בלי לציין את שמות',
  ],
  conflictOfInterest: ['ניגוד עניינים', 'מימון', 'מממן', 'מממנת', 'ממומן', 'ממומנת', 'נותן חסות', 'מסחרי', 'מסחרית', 'רווח', 'פטנט', 'תעשייה', 'חברה מסחרית', 'הטיה', 'עצמאי', 'עצמאית', 'לחשוף'],
  risk: ['סיכון', 'סיכונים', 'נזק', 'נזקים', 'מזיק', 'סכנה', 'מסוכן', 'מסוכנת', 'בטיחות', 'תופעות לוואי', 'שימוש לרעה', 'סטיגמה', 'פגיעה', 'פגיעים', 'פחד', 'פאניקה', 'להעניש', 'יענישו', 'ענישה', 'לתייג', 'תיוג',
    // A harm said as what may happen ("אנשים עלולים לחשוב שהתוצאות מוטות") or as the results
    // used by someone ("החברה תרצה להשתמש בתוצאות בפרסומות"), as English "could use".
    'עלול', 'עלולה', 'עלולים', 'עלולות', 'להשתמש בתוצאות', 'ישתמשו בתוצאות', 'ינצלו', 'לנצל',
    // Results read as more than they are: a walk had the risk question asked beside "כדי לא ליצור
    // ציפיות לא מציאותיות אצל ההורים".
    'ציפיות לא מציאותיות', 'ציפיות שווא', 'תקוות שווא', 'תקווה כוזבת', 'להטעות', 'מטעה', 'מטעות', 'הטעיה', 'להגזים', 'הגזמה', 'יוגזמו'],
};

/**
 * "עובדים" is workers, or the verb: "כשעובדים עם ילדים" (when one works with children), "אנחנו
 * עובדים על". A walk had the verb named as affected workers.
 */
function hebrewStakeholders(text: string): string[] {
  const tokens = hebrewTokens(text);
  const workersAsPeople = tokens.some(
    (token, at) => hebrewMatches(token, 'עובדים') && !/^(?:כש|ש|וכש)עובדים$/u.test(token) && !['עם', 'על', 'בשביל', 'קשה', 'יחד', 'במחקר', 'בתחום'].includes(tokens[at + 1] ?? '') && !['אנחנו', 'אנו', 'הם', 'הן'].includes(tokens[at - 1] ?? ''),
  );
  return foundHebrew(text, hebrewEthicsMarkers.stakeholders).filter((word) => word !== 'עובדים' || workersAsPeople);
}

/**
 * Consent said without the word: the people let the writers do something ("Owners let us take
 * swabs", "parents allowed us to film"), the study explained to them before ("We will hold a
 * meeting in each village … tell owners what …", "explain the study clearly before we take any
 * swabs"), or their leaving it ("Owners can leave the study at any time", "stop taking part").
 * The walks' consent questions labelled true were on texts that say none of these (signs at trail
 * entrances, records read without asking); the one labelled false was asked of a text that says
 * all three. An authority agreeing to something (a council, a ministry) stays no consent.
 */
const consentPatterns: readonly RegExp[] = [
  /\b(?:owners|participants|parents|patients|residents|farmers|families|teachers|students|pupils|volunteers|villagers|households|workers|people|everyone|they)\s+(?:let|lets|allowed|allow|allows|permitted|permit|gave)\s+us\b/iu,
  /\b(?:explain|explained|explaining|present|presented)\s+(?:the|our)\s+(?:study|research|project|survey|trial|experiment)\b/iu,
  /\bmeetings?\b[^.!?]{0,80}\b(?:explain|explains|explained|tell|tells|told|inform|informs|informed)\b/iu,
  /\b(?:leave|quit|stop|withdraw from)\s+(?:the|our)\s+(?:study|research|project|survey|trial|experiment)\b/iu,
  /\bstop\s+taking\s+part\b/iu,
];
const hebrewConsentPatterns: readonly RegExp[] = [
  /(?:^|[\s"'(])(?:הרשו|הרשה|הרשתה|התירו|אישרו|אישר|אישרה)\s+לנו(?=$|[\s,.;:!?"')])/u,
  /(?:^|[\s"'(])ו?(?:לעזוב|לצאת|יצאו|עזבו|לפרוש)\s+(?:את\s+)?מ?ה?(?:מחקר|ניסוי|פרויקט|סקר)/u,
  /(?:^|[\s"'(])ו?(?:להפסיק|הפסיקו)\s+להשתתף/u,
  /(?:^|[\s"'(])ו?(?:נסביר|הסברנו|להסביר|מסבירים|הסבירו)\s+(?:ל[\u05d0-\u05ea]+\s+)?(?:את\s+)?ה(?:מחקר|ניסוי|פרויקט|סקר)/u,
  /(?:^|[\s"'(])ו?ב?(?:אסיפה|אסיפת|מפגש|פגישה|כנס)[^.!?]{0,80}(?:נסביר|הסברנו|נספר|סיפרנו|הסבירו)/u,
];
function consentSaidInWords(text: string): string[] {
  return consentPatterns.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}
function hebrewConsentSaidInWords(text: string): string[] {
  return hebrewConsentPatterns.flatMap((pattern) => pattern.exec(text)?.[0].trim() ?? []);
}

export type EthicsMeasure = Record<EthicsConcern, string[]>;

export function measureEthics(text: string): EthicsMeasure {
  if (textLanguage(text) === 'he') {
    return {
      stakeholders: hebrewStakeholders(text),
      consent: [...foundHebrew(text, hebrewEthicsMarkers.consent), ...hebrewConsentSaidInWords(text)],
      privacy: foundHebrew(text, hebrewEthicsMarkers.privacy),
      conflictOfInterest: foundHebrew(text, hebrewEthicsMarkers.conflictOfInterest),
      risk: foundHebrew(text, hebrewEthicsMarkers.risk),
    };
  }
  // A figure published only for a group large enough that no one in it stands out ("only for
  // areas with at least 10,000 residents"), or a group small enough that they might ("one of our
  // towns has only 2,500 residents"): identifiability, said in numbers.
  const groupSize = /\b(?:at least|fewer than|under|below|only)\s+[\d,]+\s+(?:residents|people|inhabitants|participants|patients|households|families|students|pupils)\b/iu.exec(text)?.[0];
  return {
    stakeholders: found(text, ethicsMarkers.stakeholders),
    consent: [...found(text, ethicsMarkers.consent), ...consentSaidInWords(text)],
    privacy: [...found(text, ethicsMarkers.privacy), ...(groupSize ? [groupSize] : [])],
    conflictOfInterest: found(text, ethicsMarkers.conflictOfInterest),
    risk: found(text, ethicsMarkers.risk),
  };
}
