// Which words of a text are written as abbreviations (LiPS, SEI, InSAR, fMRI, EVs): capitals
// outnumbering lower-case letters, two capitals at least, or a number and three capitals (4DWW). Left
// out, since the remark would be false or beside the point: a word with a figure (CO2, BRCA2, SARS-CoV-2: formulas and codes), a unit
// (kWh, MW, dBA), a currency code (EUR 80: read as the amount; COP, SAR and a few more only beside one), a Roman numeral, a chemical formula without figures (NaCl, NaOH), words in a
// run of capitals (a heading, or words shouted for emphasis: "DO NOT"), and a capital word heading its line ("RESULTS:").
import type { TextSpan } from '../../findings/finding.ts';
import { englishUnits } from './units.ts';

export interface WrittenAbbreviation {
  /** As written, without a plural "s" (EVs → EV); parts joined by hyphens as one (GC-MS). */
  form: string;
  /** Its parts between hyphens, each looked up alone: ["GC", "MS"]. */
  parts: readonly string[];
  /** Where it stands in the text, its plural "s" included. */
  span: TextSpan;
}

/** A run of letters and figures joined by hyphens: "InSAR-derived", "SARS-CoV-2", "ו-DTI". */
const CHUNK = /[\p{L}\p{M}\p{N}]+(?:[-‐־][\p{L}\p{M}\p{N}]+)*/gu;
const PART = /[\p{L}\p{M}\p{N}]+/gu;
/** Arabic or Hebrew letters (a conjunction, a preposition, the article and its tatweel) before Latin ones. */
const RIGHT_TO_LEFT_PREFIX = /^[\u0600-\u06ff\u05d0-\u05ea]+(?=[A-Za-z]+$)/u;

/** Two capitals at least, and more capitals than lower-case letters (PhD, mRNA, InSAR; not YouTube). */
function looksAbbreviated(form: string): boolean {
  // A product's name on a word of its own: "ChatGPT" (w31).
  if (!/^[A-Za-z]+$/u.test(form) || /^[A-Z][a-z]{3,}[A-Z]/u.test(form)) return false;
  const capitals = form.replace(/[^A-Z]/gu, '').length;
  return capitals >= 2 && capitals > form.length - capitals;
}

/**
 * A Roman numeral as texts number things (Phase III, Type II, World War II, Chapter XIV): tens and
 * units only. One with hundreds (CD, DC, MD, CI, MI, MCI) is an abbreviation in a science text
 * (compact disc, direct current, confidence interval, mild cognitive impairment), and a year
 * (MMXXIV) is five letters or more.
 */
const ROMAN = /^(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$|^(?=[MDCLXVI]{5,}$)M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/u;

/** A unit with a metric prefix (MWh, GHz, MPa, MeV, dBA) or one the quantities list names (kWh, ppm). */
const METRIC_UNIT = /^(?:[kMGTPmµnc]?(?:Wh|W|Hz|Pa|V|A|Ah|J|eV|B|b|g|m|L|l|s|N|mol)|dB[A-Za-z]?)$/u;
/**
 * Units only after their amount ("a 6 MV beam", "44 PSU", "30 LMH"): megavolts and tera-amperes are
 * seldom written otherwise, while TA (teaching assistant), PV (photovoltaic), TV and MA are
 * abbreviations; practical salinity units, a membrane's flux (litres per square metre an hour) and
 * water's turbidity ("4 NTU", w90) likewise, a power supply unit not.
 */
const UNIT_ONLY_AFTER_AMOUNT = /^(?:[MGTP][AV]|PSU|LMH|NTU)$/u;
const AMOUNT_BEFORE = /\p{N}[\s\u00a0]*$/u;
const isUnit = (form: string, before: string) =>
  UNIT_ONLY_AFTER_AMOUNT.test(form) ? AMOUNT_BEFORE.test(before) : METRIC_UNIT.test(form) || englishUnits.has(form.toLowerCase());

/** ISO 4217 codes of the currencies a science text prices things in, and the shekel's NIS. */
const CURRENCY_CODES = new Set(
  ('USD EUR GBP JPY CHF CAD AUD NZD CNY INR BRL ZAR SEK NOK DKK PLN CZK HUF RUB TRY ILS NIS JOD EGP MAD SAR AED QAR KWD ' +
    'BHD OMR LBP SYP IQD TND DZD LYD SDG KES NGN MXN ARS CLP COP KRW SGD HKD THB IDR MYR PHP VND PKR BDT').split(' '),
);

/**
 * Currency codes whose letters are also a science text's abbreviations (a heat pump's COP, CAD for
 * coronary artery disease, SAR, INR, the SDGs): a currency only beside its amount ("COP 5,000").
 */
const AMBIGUOUS_CURRENCY_CODES = new Set(['COP', 'CAD', 'SAR', 'INR', 'MAD', 'SDG', 'PHP', 'TRY']);
const AMOUNT_AFTER = /^[\s\u00a0]*\p{N}/u;
/** A currency code at [start, end) of the text: the text around it is read only for an ambiguous one. */
const isCurrency = (form: string, text: string, start: number, end: number) =>
  CURRENCY_CODES.has(form) &&
  (!AMBIGUOUS_CURRENCY_CODES.has(form) || AMOUNT_BEFORE.test(text.slice(Math.max(0, start - 8), start)) || AMOUNT_AFTER.test(text.slice(end, end + 8)));

const ELEMENT_SYMBOLS = new Set(
  ('H Li Be B C N O F Na Mg Al Si P S Cl K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Rb Sr Y Zr Nb Mo Ru Rh Pd Ag Cd In Sn Sb Te I Cs Ba ' +
    'La Ce Pr Nd Sm Gd Tb Dy Er Yb Hf Ta W Ir Pt Au Hg Tl Pb Bi U').split(' '),
);

/**
 * Compounds a text names without figures that the two-symbol rule cannot tell from an abbreviation:
 * one two-letter symbol ("NaOH", "HCl", "NiO"), none ("NO", nitric oxide: in English text a
 * stressed "no" is no abbreviation either), or a class ("NOx").
 */
const KNOWN_FORMULAS = new Set(['NaOH', 'HCl', 'KCl', 'LiCl', 'LiF', 'NaF', 'KBr', 'HBr', 'CaO', 'MgO', 'ZnO', 'CuO', 'FeO', 'FeS', 'ZnS', 'PbS', 'CdS', 'GaN', 'InP', 'SiC', 'AlN', 'NaI', 'LiOH', 'NaCN', 'AgI', 'HCN', 'KOH', 'KCN', 'FeOOH', 'NiO', 'CoO', 'MnO', 'NO', 'NOx', 'SOx']);

/**
 * A chemical formula without figures: element symbols alone, two of them with a lower-case
 * letter (NaCl, AgCl, CdTe), or a known one with a single such symbol (NaOH). InSAR (In, S, Ar)
 * holds argon, which no formula here holds; LiPS (Li, P, S) is an abbreviation for lithium
 * polysulfides, so a single two-letter symbol is not enough.
 */
function isFormula(form: string): boolean {
  if (KNOWN_FORMULAS.has(form)) return true;
  const symbols = form.match(/[A-Z][a-z]?/gu) ?? [];
  if (symbols.join('') !== form || !symbols.every((symbol) => ELEMENT_SYMBOLS.has(symbol))) return false;
  return symbols.filter((symbol) => symbol.length === 2).length >= 2;
}

/** A number and three capitals or more, a plural "s" aside: "4DWW", "3GPP". */
const LEADING_FIGURE = /^(\p{N}+\p{Lu}{3,})s?$/u;

/** An all-capital word of two letters or more: a run of them is a heading or emphasis. */
const isCapitalWord = (word: string) => /^[A-Z]{2,}$/u.test(word);

/** The micro sign before a method's letters ("µFTIR", "μCT"): the letters are the abbreviation. */
const MICRO_PREFIX = /^[µμ](?=[A-Z]{2,}$)/u;

/** The abbreviations of a text as written, in order, each time it is used. */
export function abbreviationsIn(text: string): WrittenAbbreviation[] {
  const chunks = [...text.matchAll(CHUNK)];
  const found: WrittenAbbreviation[] = [];
  chunks.forEach((chunk, index) => {
    // Every abbreviation holds two capitals (most words hold none).
    if ((chunk[0].match(/\p{Lu}/gu)?.length ?? 0) < 2) return;
    // The letters closing a document's number belong to it: "Directive 2002/49/EC" (w94: asked twice, unfair).
    if (/\p{N}\/$/u.test(text.slice(Math.max(0, chunk.index - 2), chunk.index))) return;
    // A code with a figure anywhere in it is a formula, a gene or a model: SARS-CoV-2, CO2, BRCA2;
    // but a number before three capitals or more is part of a name's initials: 4DWW (four-day work
    // week), 3GPP.
    if (/\p{N}/u.test(chunk[0])) {
      const led = LEADING_FIGURE.exec(chunk[0]);
      if (led) found.push({ form: led[1]!, parts: [led[1]!], span: { start: chunk.index, end: chunk.index + chunk[0].length } });
      return;
    }
    const neighbours = [chunks[index - 1], chunks[index + 1]].filter((other) => other !== undefined && /^[ \t]+$/u.test(between(text, chunk, other)));
    // A run of capitals stays out even where no dictionary knows its words: side by side they are
    // as often names said as words ("DIBELS ORF", "MODIS NDVI"; labels: 12 fair of 18 asked).
    const inCapitalRun = isCapitalWord(chunk[0]) && neighbours.some((other) => isCapitalWord(other![0]));
    if (inCapitalRun || (isCapitalWord(chunk[0]) && headsItsLine(text, chunk))) return;
    let run: WrittenAbbreviation | null = null;
    for (const whole of chunk[0].matchAll(PART)) {
      // An Arabic or Hebrew prefix written onto it: "الـBP", "وHDL", "والـCRP".
      const prefix = RIGHT_TO_LEFT_PREFIX.exec(whole[0])?.[0] ?? MICRO_PREFIX.exec(whole[0])?.[0] ?? '';
      const part = whole[0].slice(prefix.length);
      const start = chunk.index + whole.index + prefix.length;
      // A plural "s" after capitals: EVs, LEDs, AgNPs.
      const form = /[A-Z]s$/u.test(part) ? part.slice(0, -1) : part;
      if (!looksAbbreviated(form) || ROMAN.test(form) || isUnit(form, text.slice(Math.max(0, start - 8), start)) || isCurrency(form, text, start, start + part.length) || isFormula(form)) {
        run = null;
        continue;
      }
      // Abbreviations joined by a hyphen are one name: GC-MS, PET-CT.
      if (run !== null && run.span.end === start - 1) {
        const joined: WrittenAbbreviation = { form: `${run.form}-${form}`, parts: [...run.parts, form], span: { start: run.span.start, end: start + part.length } };
        found.splice(found.indexOf(run), 1, joined);
        run = joined;
        continue;
      }
      run = { form, parts: [form], span: { start, end: start + part.length } };
      found.push(run);
    }
  });
  return found;
}

/** A word alone on its line, or opening it before a colon: "RESULTS", "METHODS: …". */
function headsItsLine(text: string, chunk: RegExpExecArray | RegExpMatchArray): boolean {
  const start = chunk.index ?? 0;
  let at = start;
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  if (at > 0 && text[at - 1] !== '\n') return false;
  LINE_HEAD_END.lastIndex = start + chunk[0].length;
  return LINE_HEAD_END.test(text);
}

const LINE_HEAD_END = /[ \t]*(?::|(?:\.[ \t]*)?(?:\r?\n|$))/uy;

function between(text: string, a: RegExpExecArray | RegExpMatchArray, b: RegExpExecArray | RegExpMatchArray): string {
  const [first, second] = (a.index ?? 0) < (b.index ?? 0) ? [a, b] : [b, a];
  return text.slice((first.index ?? 0) + first[0].length, second.index ?? 0);
}
