// Everyday Hebrew verb forms read through their root: a verb's patterns (nif'al, hif'il, pi'el,
// hitpa'el) and person endings make forms that no list counts ("שנאפתה" was baked, "התלכלכו" got
// dirty, "ודגמנו" and we sampled, "מחליד" rusts) while readers know the root in its plain forms
// (אפה, לכלך, דגם, חלודה). Candidate forms only: a caller keeps one a list knows. Browser-safe.

const LETTER = '[\\u05d0-\\u05ea]';
const finals: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
const medials: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const finalForm = (core: string) => core.slice(0, -1) + (finals[core.at(-1) ?? ''] ?? core.at(-1) ?? '');
const medialForm = (letter: string) => medials[letter] ?? letter;

/** A root's plain forms: past (third person), infinitive, and for a two-letter core the ה-final root ("אפ" → אפה, לאפות). */
function plainForms(core: string): string[] {
  const root = finalForm(core);
  if (core.length === 2) return [`${core}ה`, `ל${core}ות`];
  return [root, `ל${root}`, `ל${core.slice(0, 1)}${core.slice(1, 2)}ו${finalForm(core.slice(2))}`];
}

const PATTERNS: readonly RegExp[] = [
  // hif'il: מחליד, להחליד, הרטיבה
  new RegExp(`^(?:לה|מ|ה|י|ת|נ)(${LETTER})(${LETTER})י(${LETTER})(?:ה|ים|ות|ו)?$`, 'u'),
  // pi'el / pu'al: פוזר, מפוזרים
  new RegExp(`^מ?(${LETTER})ו(${LETTER})(${LETTER})(?:ה|ים|ות)?$`, 'u'),
];
// A core and its endings, read with the prefix given: hitpa'el (התלכלכו), nif'al (נאטמת, נאפתה), past (דגמנו).
const CORES: readonly RegExp[] = [
  new RegExp(`^(?:הת|מת|להת|ית|נת|תת)(${LETTER}{3,4})(?:ה|ו|ים|ות|תי|נו|ת)?$`, 'u'),
  new RegExp(`^נ(${LETTER}{2,3}?)(?:ת|ה|ים|ות|ו|תה)$`, 'u'),
  new RegExp(`^(${LETTER}{3})(?:תי|נו|תם|תן|תה)$`, 'u'),
];

/** Plain forms of the root behind a Hebrew verb form (none for a word of no such pattern). */
export function hebrewVerbFamily(form: string): string[] {
  const forms = new Set<string>();
  for (const pattern of PATTERNS) {
    const match = pattern.exec(form);
    if (match) for (const base of plainForms(`${match[1]}${match[2]}${medialForm(match[3] ?? '')}`)) forms.add(base);
  }
  for (const pattern of CORES) {
    const core = pattern.exec(form)?.[1];
    if (core) for (const base of plainForms(core.slice(0, -1) + medialForm(core.at(-1) ?? ''))) forms.add(base);
  }
  // "חלודה" for the hif'il's root, as readers know rust by its noun.
  const hifil = PATTERNS[0]!.exec(form);
  if (hifil) forms.add(`${hifil[1]}${hifil[2]}ו${medialForm(hifil[3] ?? '')}ה`);
  forms.delete(form);
  return [...forms];
}
