import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../../engine/coach.ts';
import { renderMessage } from '../../kinds/render.ts';
import { createFakeJargonAnalyzer } from '../../../testing/fake-jargon-analyzer.ts';
import { abbreviationsIn } from './abbreviation-shape.ts';
import { abbreviationRemarks, firstUsesNotSpelledOut } from './not-spelled-out.ts';
import { initialsMatch, spelledOutAt } from './spelled-out.ts';
import { caseAbbreviationBands } from '../../../eval/cases/abbreviations.ts';
import { wordLists } from '../../measures/word-lists.ts';

const analysisOf = (text: string) => createFakeJargonAnalyzer({ englishBands: { ...caseAbbreviationBands, qpcr: 'rare', pss: 'rare', co: 'rare', crispr: 'rare', aod: 'rare', cin: 'rare', igg: 'rare' } }).analyze(text) as JargonAnalysis;
const named = (text: string, keyTerms: readonly string[] = []) => firstUsesNotSpelledOut(text, analysisOf(text), keyTerms).map((item) => item.form);

describe('the words written as abbreviations', () => {
  it('are capitals outnumbering lower-case letters, a plural "s" aside, hyphenated parts included', () => {
    const forms = abbreviationsIn('The LiPS and SEI, InSAR-derived fields, fMRI, mRNA, a PhD, EVs and LEDs; YouTube and Karakoram are not.').map((item) => item.form);
    expect(forms).toEqual(['LiPS', 'SEI', 'InSAR', 'fMRI', 'mRNA', 'PhD', 'EV', 'LED']);
  });

  it('read a currency code that is also a science abbreviation as a currency only beside its amount (w67: "a heat pump\'s COP")', () => {
    expect(abbreviationsIn("A heat pump's COP of 3 to 4; SAR images; the fare is COP 5,000 or 20 SAR, EUR 80 and prices in USD.").map((item) => item.form)).toEqual(['COP', 'SAR']);
  });

  it('leave out a capital word heading its line, alone or before a colon', () => {
    expect(abbreviationsIn('RESULTS\nThe coated cells kept their power.\nMETHODS: we stored them at 85 percent humidity.')).toEqual([]);
    expect(abbreviationsIn('The COP: it falls as the water gets hotter.').map((item) => item.form)).toEqual(['COP']);
  });

  it('leave out a product named on a word of its own and the oxides written without figures (w31: ChatGPT; w69, w78: NiO, SOx)', () => {
    expect(abbreviationsIn('We asked ChatGPT about NiO films, SOx and NOx, and the GPT model.').map((item) => item.form)).toEqual(['GPT']);
  });

  it('leave out codes with figures, units, Roman numerals, formulas without figures and runs of capitals', () => {
    const text = 'CO2, SARS-CoV-2 and BRCA2; 5 MWh, 40 kWh, 3 GHz, 90 dBA, 25 MWe, 5 kWp; World War II and Phase IV; NaCl, NaOH, AgCl, HCN, FeOOH, NdFeB, SmCo; DO NOT STOP; I and A.';
    expect(abbreviationsIn(text)).toEqual([]);
  });

  it('leave out the letters closing a document\'s number ("Directive 2002/49/EC", w94), not an abbreviation after a slash alone', () => {
    expect(abbreviationsIn('Under Directive 2002/49/EC the city maps noise; the EU/UN reports.').map((item) => item.form)).toEqual(['EU', 'UN']);
  });

  it('read a method\'s letters after the micro sign ("µFTIR", "μCT"; a w73 miss)', () => {
    expect(abbreviationsIn('FPA-based µFTIR imaging and μCT scans.').map((item) => item.form)).toEqual(['FPA', 'FTIR', 'CT']);
  });

  it('read letters of hundreds as an abbreviation, not a numeral: MCI, CI, CD (w62: "to exclude MCI"); a year stays a numeral', () => {
    const forms = abbreviationsIn('We screened for MCI (95% CI 1.1–2.0) with a CD player; Phase III, Type XIV and MMXXIV are numbers.').map((item) => item.form);
    expect(forms).toEqual(['MCI', 'CI', 'CD']);
  });

  it('read two capitals of a megavolt or tera-ampere as a unit only after its amount: TA and PV are abbreviations, "6 MV" and "2000 IU" units', () => {
    const forms = abbreviationsIn('Each TA fitted PV panels; the 6 MV beam and 2000 IU of vitamin D a day.').map((item) => item.form);
    expect(forms).toEqual(['TA', 'PV']);
  });

  it('read PSU and LMH as units after their amount (w70: "44 PSU", "30 LMH"), abbreviations elsewhere', () => {
    expect(abbreviationsIn('The water reached 44 PSU and the membrane gave 30 LMH; the PSU failed.').map((item) => item.form)).toEqual(['PSU']);
    // Turbidity after its amount (w90: "4 NTU").
    expect(abbreviationsIn('Filtered water stayed under 4 NTU.').map((item) => item.form)).toEqual([]);
  });

  it('keep a number before three capitals or more as the initials of a name (4DWW), not 3D, 4WD or 5GHz', () => {
    expect(abbreviationsIn('Hospitals that tried the 4DWW and 3GPPs kept 3D scans, 4WD cars and 5GHz radios.').map((item) => item.form)).toEqual(['4DWW', '3GPP']);
  });

  it('join abbreviations linked by a hyphen into one name', () => {
    expect(abbreviationsIn('We use GC-MS and InSAR-derived maps.').map((item) => [item.form, item.parts])).toEqual([
      ['GC-MS', ['GC', 'MS']],
      ['InSAR', ['InSAR']],
    ]);
  });

  it('keep Latin abbreviations inside Hebrew and Arabic text, after a prefix and its hyphen', () => {
    expect(abbreviationsIn('בעזרת fMRI ו-DTI אנחנו סורקים').map((item) => item.form)).toEqual(['fMRI', 'DTI']);
    expect(abbreviationsIn('نستخدم تقنية DTI لنرى').map((item) => item.form)).toEqual(['DTI']);
  });

  it('keep Latin abbreviations written onto an Arabic or Hebrew prefix, the prefix outside their place', () => {
    const text = 'قسنا لكل مشارك الـBP والـHR ثم LDL وHDL والـCRP';
    const found = abbreviationsIn(text);
    expect(found.map((item) => item.form)).toEqual(['BP', 'HR', 'LDL', 'HDL', 'CRP']);
    expect(found.map((item) => text.slice(item.span.start, item.span.end))).toEqual(['BP', 'HR', 'LDL', 'HDL', 'CRP']);
  });
});

describe('an expansion at the first use', () => {
  const at = (text: string, form: string) => spelledOutAt(text, { start: text.indexOf(form), end: text.indexOf(form) + form.length }, form);

  it('matches initials in order, the first beginning a word', () => {
    expect(initialsMatch('LiPS', 'lithium polysulfides')).toBe(true);
    expect(initialsMatch('SEI', 'solid electrolyte interphase')).toBe(true);
    expect(initialsMatch('SEI', 'the battery keeps breaking')).toBe(false);
  });

  it('is the English name in brackets after a Hebrew or Arabic phrase, and one part of a bracket expanding a slashed pair', () => {
    expect(at('انخفضت زيارات قسم الطوارئ (ED visits) بنسبة 20%.', 'ED')).toBe(true);
    expect(at('وراجعنا ملف ED visits في المستشفى.', 'ED')).toBe(false);
    const pair = "a review by the STOPP/START criteria (Screening Tool of Older Persons' Prescriptions / Screening Tool to Alert to Right Treatment)";
    expect(at(pair, 'START')).toBe(true);
    expect(at('a review by the STOPP/START criteria (2023 / revised)', 'START')).toBe(false);
  });

  it('is words in brackets either way, or words with its initials before or after it', () => {
    expect(at('lithium polysulfides (LiPS) dissolve', 'LiPS')).toBe(true);
    expect(at('LiPS (lithium polysulfides) dissolve', 'LiPS')).toBe(true);
    expect(at('the LiPS, or lithium polysulfides, dissolve', 'LiPS')).toBe(true);
    expect(at('the solid electrolyte interphase, or SEI, breaks', 'SEI')).toBe(true);
    expect(at('functional MRI (fMRI) shows it', 'fMRI')).toBe(true);
    expect(at('the LiPS dissolve and the battery dies', 'LiPS')).toBe(false);
    expect(at('גז כרומטוגרפיה בשילוב ספקטרומטריית מסות (GC-MS) מזהה', 'GC-MS')).toBe(true);
    // The expansion first in its bracket, and a prefix joined to the abbreviation in it.
    expect(at('سجّلنا تخطيط كهربية الدماغ (electroencephalography, EEG) ليلًا', 'EEG')).toBe(true);
    expect(at('سجّلنا تخطيط كهربية الدماغ عالي الكثافة (hd-EEG) ليلًا', 'EEG')).toBe(true);
    expect(at('we recorded sleep (and EEG) at night', 'EEG')).toBe(false);
    expect(at("echocardiography parameters (E/e', LAVI, TAPSE, PASP) at baseline", 'PASP')).toBe(false);
    // Its words before it in its bracket, joined by "or" and matching its initials; not any words before "or".
    expect(at('في المختبر نقيس (relative water content أو RWC) لكل ورقة.', 'RWC')).toBe(true);
    expect(at('we record brain waves (electroencephalography or EEG) at night', 'EEG')).toBe(true);
    expect(at('we scanned them (using MRI or CT) twice', 'CT')).toBe(false);
    // A hyphenated tail, a version, a word of the name inside the bracket.
    expect(at('a local signal, transforming growth factor beta (TGF-beta), helps', 'TGF')).toBe(true);
    expect(at('single-cell RNA sequencing (scRNA-seq) shows it', 'scRNA')).toBe(true);
    expect(at('ריצוף RNA ברמת התא הבודד (single-cell RNA sequencing, scRNA-seq), יחד עם', 'scRNA')).toBe(true);
    expect(at('לפי הקריטריונים המקובלים (RECIST 1.1) ו-21 כלא-מגיבים', 'RECIST')).toBe(true);
    expect(at('ביצענו צביעה אימונוהיסטוכימית מרובת סמנים (multiplex IHC) על 24 דגימות', 'IHC')).toBe(true);
    expect(at('we slept (with EEG) at night', 'EEG')).toBe(false);
    // A slashed tail ("LC-MS/MS"), and an Arabic article written onto it in its bracket.
    expect(at('liquid chromatography with mass spectrometry (LC-MS/MS), a lab method', 'LC-MS')).toBe(true);
    expect(at('כרומטוגרפיה נוזלית עם ספקטרומטריית מסות (LC-MS/MS) מזהה', 'LC-MS')).toBe(true);
    expect(at('قسنا ضغط الدم (الـBP) مرة واحدة', 'BP')).toBe(true);
    expect(at('قسنا الـBP مرة واحدة', 'BP')).toBe(false);
    // A short adjective before it in its bracket; the instrument it names set off after its description.
    expect(at('a narrow color peak (low FWHM) and bright colours', 'FWHM')).toBe(true);
    expect(at('שוקלים כל מולקולה במכשיר רגיש מאוד, LC-MS/MS, כדי לזהות', 'LC-MS')).toBe(true);
    expect(at('we used a blood test, CRP and LDL', 'CRP')).toBe(false);
    // An Arabic phrase opening its bracket, and "، أي …" after a short phrase of its own.
    expect(at('لديهم ضغط دم مرتفع قليلًا (ضغط الدم الانقباضي SBP بين 130 و150 mmHg)', 'SBP')).toBe(true);
    expect(at('ثم أقيس الـMIC لكل سلالة، أي أقل كمية من الدواء تكفي لإيقاف نموها', 'MIC')).toBe(true);
    expect(at('ثم أقيس الـMIC لكل سلالة، وأراقب نموها', 'MIC')).toBe(false);
    // w56: the thing named after its kind, and "…, או eDNA" after its words in the text's language.
    expect(at('It wakes up a dormant virus, EBV, in some patients.', 'EBV')).toBe(true);
    expect(at('לזה קוראים DNA סביבתי, או eDNA, ואנחנו אוספים אותו מהמים', 'eDNA')).toBe(true);
    expect(at('We took water samples, or eDNA, from the bay', 'eDNA')).toBe(false);
    // w59: a name in capitals earlier in its sentence, one word a letter.
    expect(at('NOAA uses Degree Heating Weeks to predict this, and above 8 DHW you usually get widespread mortality.', 'DHW')).toBe(true);
    expect(at('Degree days matter. Heating Weeks too, and above 8 DHW corals die.', 'DHW')).toBe(false);
    // w57: a named craft as an example of its kind, and an Arabic phrase with two construct nouns before its definite word.
    expect(at('sharper satellites like GHGSat zoom in on the single plume', 'GHGSat')).toBe(true);
    expect(at('methods like PCR find the virus', 'PCR')).toBe(false);
    expect(at('وأرصد درجة حرارة السطح LST بالكاميرات الحرارية', 'LST')).toBe(true);
    expect(at('وأرصد حرارة السطح LSTM بالكاميرات الحرارية', 'LSTM')).toBe(false);
    expect(at('تم توصيف العينات بـXRD وXPS.', 'XRD')).toBe(false);
    expect(at('إن كانت الدقة مرتفعة، يمكن البدء بالـDOAC مبكرًا', 'DOAC')).toBe(false);
    expect(at('הסיכון לשבץ עולה מספיק כדי להצדיק DOAC.', 'DOAC')).toBe(false);
  });

  it('is also an apposition after it or a name given to what the words before it describe', () => {
    expect(at('why some messenger RNAs, the gene copies cells use, are destroyed', 'RNAs')).toBe(true);
    expect(at('מדידות לוויין מסוג InSAR, שמזהות שקיעה של הקרקע', 'InSAR')).toBe(true);
    expect(at('in a precise instrument called GC-MS.', 'GC-MS')).toBe(true);
    expect(at('the anode grows a thin surface film called the SEI.', 'SEI')).toBe(true);
    expect(at('the anode grows a film the SEI keeps.', 'SEI')).toBe(false);
    expect(at('במכשיר מדויק שנקרא GC-MS.', 'GC-MS')).toBe(true);
    expect(at('a messenger RNA, and the cell uses it', 'RNA')).toBe(false);
  });

  it('is also a Hebrew apposition set off by commas, and a Hebrew or Arabic relative clause right after it saying what it does', () => {
    expect(at('אני חוקר AF, פרפור פרוזדורים, שהיא ההפרעה הנפוצה ביותר.', 'AF')).toBe(true);
    expect(at('البكتيريا المنتجة لإنزيم ESBL الذي يكسّر المضاد الحيوي.', 'ESBL')).toBe(true);
    expect(at('החיידקים מייצרים ESBL שמפרק את האנטיביוטיקה.', 'ESBL')).toBe(true);
    expect(at('אני חוקר AF שאני פוגש במרפאה כל יום.', 'AF')).toBe(false);
    expect(at('אני חוקר AF, ואחר כך מודד דופק.', 'AF')).toBe(false);
    expect(at('نقيس ESBL في العينات كل أسبوع.', 'ESBL')).toBe(false);
    expect(at('נבדוק eDNA, כלומר שאריות של DNA שהמדוזות משאירות במים.', 'eDNA')).toBe(true);
    expect(at('אני חוקר תאי TRM, תאי T זיכרון שנשארים בתוך הרקמה.', 'TRM')).toBe(true);
    expect(at('نستعمل العلاج المناعي OIT، أي إعطاء الطفل كمية صغيرة.', 'OIT')).toBe(true);
    expect(at('אני חוקר TRM, ואחר כך מודד אותם.', 'TRM')).toBe(false);
  });

  it('is also a Hebrew gloss after a comma in its bracket, an Arabic "، وهو …", and an Arabic or Hebrew definite phrase of as many words right before it', () => {
    expect(at('סרקנו את הגנום של 200 זנים (GWAS, סריקה גנטית רחבה) ומצאנו אזורים.', 'GWAS')).toBe(true);
    expect(at('we scanned 200 lines (GWAS, QTL) and found regions', 'GWAS')).toBe(false);
    expect(at('أنا أحاول إعادة تشغيل HbF، وهو هيموغلوبين نصنعه قبل الولادة فقط.', 'HbF')).toBe(true);
    expect(at('أدرس HbF، وهي مادة نصنعها قبل الولادة.', 'HbF')).toBe(true);
    expect(at('أنا أعمل على إعادة تشغيل الهيموغلوبين الجنيني HbF في الخلايا.', 'HbF')).toBe(true);
    expect(at('نعطل جينًا في الخلايا الجذعية المكوّنة للدم HSCs فيعود.', 'HSCs')).toBe(true);
    // From three words, one capital's word may be left out (emission, in CEMS).
    expect(at('يقيس المصنع غباره بأنظمة المراقبة المستمرة CEMS كل ساعة.', 'CEMS')).toBe(true);
    expect(at('قسنا في الدم المحلول TDS كل يوم.', 'TDS')).toBe(false);
    expect(at('أستخدم CRISPR لأعيد تشغيل HbF، هيموغلوبين الجنين، حتى يعيش الطفل.', 'HbF')).toBe(true);
    // "وهي" after a preposition's object takes up the phrase around it; an English bracket after a comma is a list.
    expect(at('اعتمدت الدراسات على منهجية الميزان المائي الصادرة عن IWA، وهي منهجية تعطي تقديرًا إجماليًا.', 'IWA')).toBe(false);
    expect(at('fasting blood (CRP, LBP as a marker of gut permeability, glucose) at baseline', 'CRP')).toBe(false);
    // Not an indefinite word, a phrase with fewer words than its capitals, or one across a mark.
    expect(at('الطفرات في جين HBB المسؤول عن صنع الغلوبين.', 'HBB')).toBe(false);
    expect(at('نستخدم تقنية CRISPR لتعطيل الجين.', 'CRISPR')).toBe(false);
    expect(at('نقيس في الدم IgE كل شهر.', 'IgE')).toBe(false);
    expect(at('انتشر المرض في المدينة، HIV ينتقل بالدم.', 'HIV')).toBe(false);
  });
});

describe('the abbreviations not spelled out', () => {
  it('quotes a long sentence from a few words before an abbreviation its excerpt would not reach', () => {
    const text = `${'We compare hives treated in winter with hives treated in summer, '.repeat(4)}and we measure the viral load with qPCR in the lab.`;
    const [remark] = abbreviationRemarks(text, analysisOf(text), 'en');
    expect(remark!.message.params!['sentence']).toMatch(/^… .* with qPCR in the lab\.$/u);
  });

  it('names rare ones at their first use, in order, and not those the readers know', () => {
    expect(named('The LiPS dissolve and the SEI breaks, so EVs, NASA and DNA do not help.')).toEqual(['LiPS', 'SEI']);
  });

  it('still names one spelled out only later: the first use is unexplained', () => {
    expect(named('We use fMRI. Later, functional magnetic resonance imaging (fMRI) shows more.')).toEqual(['fMRI']);
    expect(named('We use functional magnetic resonance imaging (fMRI). Then fMRI shows more.')).toEqual([]);
    // w59: spelled out later in the sentence of its first use, which the question would quote.
    expect(named('We ran DTI on each SEI sample with diffusion tensor imaging (DTI) in tests.')).toEqual(['SEI']);
    expect(named('We ran DTI on each SEI sample. Diffusion tensor imaging (DTI) shows it.')).toEqual(['DTI', 'SEI']);
  });

  it('names the first three with the rest of their sentences, and none the writer gave as a key term', () => {
    expect(named('We use fMRI and DTI. MVPA helps. InSAR and SEI map it.')).toEqual(['fMRI', 'DTI', 'MVPA']);
    // w63: the question quoted "… NPCs … iPSCs … BBB … IHC" and named only the first three.
    expect(named('We use fMRI, DTI, MVPA, InSAR and SEI. Then PET.')).toEqual(['fMRI', 'DTI', 'MVPA', 'InSAR', 'SEI']);
    expect(named('We use fMRI and DTI.', ['fMRI scans'])).toEqual(['DTI']);
  });

  it('names those never asked before those asked about an earlier version, then in order of use (w62: MCI behind RAVLT and MoCA again)', () => {
    const text = 'We use fMRI. DTI and MVPA help. InSAR and SEI map it.';
    const askedOnce = ['fMRI', 'DTI', 'MVPA'].map((subject) => ({ kind: 'abbreviations.askReaders', subject, again: true as const }));
    expect(firstUsesNotSpelledOut(text, analysisOf(text), [], askedOnce).map((item) => item.form)).toEqual(['fMRI', 'InSAR', 'SEI']);
  });

  it('reads a hyphenated code with its letters as their first use (w65: "(Perceived Stress Scale, PSS-10)", then "PSS"); not a formula ("CO2" before "CO")', () => {
    expect(named('We used the Perceived Stress Scale (PSS-10). Scores on the PSS fell.')).toEqual([]);
    expect(named('We used the PSS-10 weekly. Scores on the PSS fell.')).toEqual(['PSS']);
    const text = 'We used the PSS-10 weekly. Scores on the PSS fell.';
    expect(firstUsesNotSpelledOut(text, analysisOf(text)).map((item) => item.span.start)).toEqual([text.indexOf('PSS-10')]);
    expect(named('Carbon dioxide (CO2) rose. So did CO.')).toEqual(['CO']);
  });

  it('quotes where the reader first meets the letters, in a run of capitals too (w78: "MAIAC AOD", then "AOD" alone); a run alone is not asked', () => {
    const text = 'The first stage combines model output, MAIAC AOD and monitor data. The model relies almost entirely on AOD in the north.';
    expect(firstUsesNotSpelledOut(text, analysisOf(text)).map((item) => [item.form, item.span.start])).toEqual([['AOD', text.indexOf('AOD')]]);
    expect(named('The first stage combines model output, MAIAC AOD and monitor data.')).toEqual([]);
  });

  it('reads an Arabic name given after a description as its spelling out (w65: «بمقص جيني اسمه CRISPR»)', () => {
    expect(named('نقص الجين بمقص جيني اسمه CRISPR، ثم نعيد الخلايا.')).toEqual([]);
    expect(named('نقص الجين بأداة CRISPR، ثم نعيد الخلايا.')).toEqual(['CRISPR']);
  });

  it('reads the writer naming what they just described as its spelling out (w84: «تغيّرات في خلايا عنق الرحم نسميها CIN»)', () => {
    expect(named('يكشف الفحص تغيّرات في خلايا عنق الرحم نسميها CIN قبل أن تصبح سرطانًا.')).toEqual([]);
    // «ونسميه اختصارًا IDH»: named for short (w90).
    expect(named('أدرس هبوط ضغط الدم أثناء جلسة الغسيل الدموي، ونسميه اختصارًا IDH.')).toEqual([]);
    expect(named('يكشف الفحص اختصارًا تغيّرات CIN قبل أن تصبح سرطانًا.')).toEqual(['CIN']);
    expect(named('Some cells change slowly, in a way we call CIN, long before any cancer.')).toEqual([]);
    expect(named('הפלסמה מכילה נוגדנים שקוראים להם IgG, והם נקשרים לנגיף.')).toEqual([]);
    expect(named('يكشف الفحص تغيّرات CIN قبل أن تصبح سرطانًا.')).toEqual(['CIN']);
  });

  it('names the mid-band ones for children, and one whose count is a name\'s, not an organisation the news writes as a word', () => {
    const text = 'We took an MRI of each hive and sent the larvae for NASA and ELISA tests.';
    const analysis = createFakeJargonAnalyzer({
      englishBands: { ...caseAbbreviationBands, elisa: 'mid' },
      englishNames: ['elisa', 'nasa'],
      frequencies: { elisa: 97, nasa: 929 },
    }).analyze(text) as JargonAnalysis;
    expect(firstUsesNotSpelledOut(text, analysis, [], [], 'adults').map((item) => item.form)).toEqual(['ELISA']);
    expect(firstUsesNotSpelledOut(text, analysis, [], [], 'highSchool').map((item) => item.form)).toEqual(['ELISA']);
    expect(firstUsesNotSpelledOut(text, analysis, [], [], 'juniorHigh').map((item) => item.form)).toEqual(['MRI', 'NASA', 'ELISA']);
    // A common one (DNA, 1,751 in four years of news) is known to children too.
    expect(firstUsesNotSpelledOut('The DNA of each hive.', analysis, [], [], 'elementary')).toEqual([]);
  });

  it('names the mid-band ones in Hebrew and Arabic text for adults too, and "WHO", whose count is the word "who" (w87 misses: FDA, CT, WHO)', () => {
    const bands = { ...caseAbbreviationBands, fda: 'mid', ct: 'mid', who: 'common', dna: 'common' } as const;
    const hebrew = 'ה-FDA אישר את התרופה, ה-WHO המליץ עליה, ובדיקות CT ו-DNA הראו שהיא עובדת.';
    const arabic = 'وافقت FDA على الدواء، وأوصت به WHO، وأظهرت فحوص CT وDNA أنه يعمل.';
    for (const [text, language] of [[hebrew, 'he'], [arabic, 'ar']] as const) {
      const analysis = createFakeJargonAnalyzer({ englishBands: bands }).analyze(text) as JargonAnalysis;
      expect(firstUsesNotSpelledOut(text, analysis, [], [], 'adults', language).map((item) => item.form), language).toEqual(['FDA', 'WHO', 'CT']);
    }
    // "NO" in Hebrew or Arabic text is nitric oxide's formula, no abbreviation (w51).
    const formula = 'وارتفعت مستويات NO في الدم بعد التمرين.';
    expect(firstUsesNotSpelledOut(formula, createFakeJargonAnalyzer({ englishBands: { no: 'common' } }).analyze(formula) as JargonAnalysis, [], [], 'adults', 'ar')).toEqual([]);
    const english = 'The FDA approved it, the WHO backed it, and CT scans and DNA tests showed it works.';
    expect(firstUsesNotSpelledOut(english, createFakeJargonAnalyzer({ englishBands: bands }).analyze(english) as JargonAnalysis, [], [], 'adults', 'en')).toEqual([]);
  });

  it.skipIf(wordLists().englishCapitals === null)(
    "names one whose letters spell an everyday word the spelling dictionaries do not list in capitals (w67's COP), not one they list (PET, USB) or a word stressed",
    () => {
      const text = "A heat pump's COP drops in old houses, and patients wait in the ED. We read PET scans from USB sticks, and we MUST act now.";
      // Every lower-case word here is common in the news: cop 2,163, ed 3,060, pet 1,696.
      const analysis = createFakeJargonAnalyzer({ englishBands: { usb: 'mid' } }).analyze(text) as JargonAnalysis;
      expect(firstUsesNotSpelledOut(text, analysis, [], [], 'adults', 'en', wordLists()).map((item) => item.form)).toEqual(['COP', 'ED']);
    },
  );

  it.skipIf(wordLists().englishCapitals === null)('names "ITS" (indirect tensile strength; w69), which no writer stresses as "its"', () => {
    const text = 'I test the mixes with ITS and moisture-conditioning tests.';
    const analysis = createFakeJargonAnalyzer({ englishBands: {} }).analyze(text) as JargonAnalysis;
    expect(firstUsesNotSpelledOut(text, analysis, [], [], 'adults', 'en', wordLists()).map((item) => item.form)).toEqual(['ITS']);
  });

  it("names a statistic's letters before its figure whatever the news counts them as (w69: \"(SD 41)\", \"(SD=7.1)\"), not the same letters elsewhere", () => {
    // South Dakota and the SD card, human resources: the news holds these letters as everyday.
    const analysis = (text: string) => createFakeJargonAnalyzer({ englishBands: { sd: 'mid', hr: 'mid', or: 'common', rt: 'rare' } }).analyze(text) as JargonAnalysis;
    const forms = (text: string) => firstUsesNotSpelledOut(text, analysis(text)).map((item) => item.form);
    expect(forms('Mean RT was 312 ms (SD 41) against 338 ms (SD 47).')).toEqual(['RT', 'SD']);
    expect(forms('ממוצע הציונים היה 84.2 (SD=7.1), והסיכון עלה (HR 1.30; OR = 2.5).')).toEqual(['SD', 'HR', 'OR']);
    expect(forms('The photos sit on an SD card in the HR office.')).toEqual([]);
    expect(forms('The scores varied (standard deviation, SD 41).')).toEqual([]);
    expect(forms('The hazard ratio was 0.78 overall and lowest in the heart group (HR 0.64).')).toEqual([]);
    expect(forms('The STAI scores dropped from 46.2 (SD 8.1) to 39.5 (SD 7.4).')).toEqual(['SD']);
  });

  it('reads a "which" clause after a pair as about the pair, not the letters spelled out (w69: "caffeine and EGCG, which are both known …")', () => {
    const forms = (text: string) => firstUsesNotSpelledOut(text, createFakeJargonAnalyzer({ englishBands: { egcg: 'rare', crispr: 'rare' } }).analyze(text) as JargonAnalysis).map((item) => item.form);
    expect(forms('Green tea contains caffeine and EGCG, which are both known to affect the brain.')).toEqual(['EGCG']);
    expect(forms('We used CRISPR, which cuts DNA at a chosen place.')).toEqual([]);
  });

  it('names nothing without the English bands', () => {
    const text = 'The LiPS dissolve.';
    const { englishBand: _, ...withoutBands } = analysisOf(text);
    expect(firstUsesNotSpelledOut(text, withoutBands)).toEqual([]);
  });

  it("asks about them, one remark per sentence, quoting it and naming its abbreviations, in the site's language", () => {
    const text = 'With fMRI and DTI we scan children. Then we run an MVPA analysis.';
    const remarks = abbreviationRemarks(text, analysisOf(text), 'he');
    expect(remarks.map((item) => renderMessage(item.message, 'he'))).toEqual([
      'האם הקוראים שלכם יכירו את &quot;<bdi dir="ltr">fMRI</bdi>&quot; ו-&quot;<bdi dir="ltr">DTI</bdi>&quot;? הקיצורים לא נכתבו במלואם במקום שבו הם מופיעים לראשונה: "<bdi dir="ltr">With fMRI and DTI we scan children.</bdi>" כל קיצור שייתכן שאינו מוכר להם, כתבו שם במלואו, ואחריו את הקיצור בסוגריים.',
      'האם הקוראים שלכם יכירו את &quot;<bdi dir="ltr">MVPA</bdi>&quot;? הקיצור לא נכתב במלואו במקום שבו הוא מופיע לראשונה: "<bdi dir="ltr">Then we run an MVPA analysis.</bdi>" אם ייתכן שלא, כתבו אותו שם במלואו, ואחריו את הקיצור בסוגריים.',
    ]);
    expect(remarks[0]!.span).toEqual({ start: text.indexOf('fMRI'), end: text.indexOf('DTI') + 3 });
    const english = abbreviationRemarks('The LiPS dissolve.', analysisOf('The LiPS dissolve.'), 'en');
    expect(renderMessage(english[0]!.message, 'en')).toBe('Will your readers know “LiPS”? It is not spelled out where it first appears: “The LiPS dissolve.” If they may not, spell it out there and give the short form in brackets.');
  });

  it('names no currency code: EUR, USD and the like are read as the amount they go with', () => {
    const text = 'Heat pumps cut CO2 at EUR 80–110 per tonne, against USD 150 for CCS and NIS 300 here.';
    expect(abbreviationsIn(text).map((item) => item.form)).toEqual(['CCS']);
  });

  it('asks of one in Latin letters in a Hebrew or Arabic text too, unless spelled out beside it in the text\'s own words', () => {
    const hebrew = 'בעזרת fMRI אנחנו סורקים ילדים.';
    expect(abbreviationRemarks(hebrew, analysisOf(hebrew), 'he').map((item) => item.subject)).toEqual(['fMRI']);
    const arabic = 'نستخدم تقنية DTI لنرى الألياف في الدماغ.';
    expect(abbreviationRemarks(arabic, analysisOf(arabic), 'ar').map((item) => item.subject)).toEqual(['DTI']);
    const spelled = 'בעזרת הדמיה תפקודית בתהודה מגנטית (fMRI) אנחנו סורקים ילדים.';
    expect(abbreviationRemarks(spelled, analysisOf(spelled), 'he')).toEqual([]);
  });
});
