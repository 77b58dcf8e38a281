// Evaluation cases of the ethos area, from Persuasion and Rhetorics' ethos step: passages in
// English and Hebrew with the writer's credibility statement, labelled with what a
// science-writing instructor would say of them: credibility shown by a phrase about the writer
// (where they work, what they have done, how they work), which is the LLM coach's to judge
// (eval/llm-evaluation.ts), and whether the statement's words are in the text
// (ethos.statementMissing, statement-missing.ts), which the built-in rules judge. Cases marked
// heldOut were written with the others and not looked at while the rules were tuned.
import type { CoachCase } from './coach-case.ts';

const ethos = (
  id: string,
  text: string,
  credibility: string,
  mustFind: string[],
  mustNotFind: string[],
  extra: Partial<CoachCase> = {},
): CoachCase => ({
  id: `persuasion.ethos.${id}`,
  exercise: 'persuasive',
  language: /[\u05d0-\u05ea]/.test(text) ? 'he' : 'en',
  text,
  focus: ['ethos'],
  context: { credibility },
  mustFind,
  mustNotFind,
  ...extra,
});

export const ethosCases: readonly CoachCase[] = [
  ethos(
    'oneWordYears',
    'Bats eat insects that damage crops. It took years to understand how they find them. We want farmers to protect bats.',
    'I study bats',
    ['ethos.noAffiliation', 'ethos.noExperience'],
    ['ethos.experience', 'ethos.affiliation'],
  ),
  ethos(
    'affiliationPhrase',
    'I am a PhD student at the University of Haifa, where I study how bats find insects in the dark.',
    'PhD student at the University of Haifa',
    ['ethos.affiliation'],
    ['ethos.noAffiliation', 'ethos.statementMissing'],
  ),
  ethos(
    'experiencePhrase',
    'For ten years I have studied how bats hunt over cotton fields. Farmers who leave bat boxes in their fields use fewer pesticides.',
    'Ten years of research on bats',
    ['ethos.experience'],
    ['ethos.noExperience'],
  ),
  ethos(
    'ourLabHas',
    'Our lab has developed three water filters that are used in African villages today. The new filter is cheaper still.',
    'our lab developed water filters',
    ['ethos.affiliation', 'ethos.experience'],
    ['ethos.noAffiliation', 'ethos.noExperience', 'ethos.statementMissing'],
  ),
  ethos(
    'methodPhrase',
    'We measured the noise in 50 hospital wards and interviewed the nurses who work there at night.',
    'I am a nurse',
    ['ethos.method', 'ethos.statementMissing'],
    ['ethos.noMethod'],
  ),
  ethos(
    'statementInText',
    'As a paediatric nurse at Sheba Medical Center, I see every week how asthma keeps children from school.',
    'paediatric nurse at Sheba Medical Center',
    [],
    ['ethos.statementMissing'],
  ),
  ethos(
    'statementMissingNoEcho',
    'Plastic in the sea breaks into tiny pieces that fish eat. We want to stop this.',
    'I have worked at the Israel Oceanographic Institute for eight years.',
    ['ethos.statementMissing', 'ethos.noAffiliation', 'ethos.noExperience'],
    ['ethos.affiliation', 'ethos.experience'],
  ),
  ethos(
    'teamWordNotAffiliation',
    'The team data show that the river is cleaner. Many people helped.',
    'I lead a river monitoring team',
    ['ethos.noAffiliation'],
    ['ethos.affiliation', 'ethos.experience'],
  ),
  ethos(
    // Added after a walk through the exercise: "Our lab has tested …" was called no method.
    'labHasTested',
    'For ten years I have studied river pollution at the University of Haifa. Our lab has tested over 3,000 water samples. Trust the data, not the rumours.',
    'I have studied rivers for ten years at the University of Haifa.',
    ['ethos.affiliation', 'ethos.experience', 'ethos.method'],
    ['ethos.noMethod', 'ethos.noAffiliation', 'ethos.noExperience', 'ethos.statementMissing'],
  ),
  ethos(
    // Added after a second walk: the set-up of a study was called no method, and the writer's
    // university was listed as evidence at the logos step.
    'placedSensors',
    'I am an environmental scientist at Tel Aviv University. In 2023 we placed 120 temperature sensors in 40 streets and compared them.',
    'I study heat in cities',
    ['ethos.affiliation', 'ethos.method'],
    ['ethos.noMethod', 'ethos.noAffiliation'],
  ),
  ethos(
    'publishedPapers',
    'We have published twelve papers on sleep in teenagers, and our work shaped the new school timetable in Tel Aviv.',
    'published twelve papers on teen sleep',
    ['ethos.experience'],
    ['ethos.noExperience', 'ethos.statementMissing'],
  ),
  ethos(
    'heAffiliation',
    'אני חוקרת במעבדה שלנו באוניברסיטת בן־גוריון כבר שש שנים. מדדנו את איכות האוויר בבאר שבע.',
    'חוקרת באוניברסיטת בן־גוריון',
    ['ethos.affiliation', 'ethos.experience', 'ethos.method'],
    ['ethos.noAffiliation', 'ethos.noExperience', 'ethos.noMethod'],
  ),
  ethos(
    'heNothing',
    'פסולת פלסטיק מגיעה לים ופוגעת בדגים. צריך לעצור את זה.',
    'אני חוקר ים',
    ['ethos.noAffiliation', 'ethos.noExperience'],
    ['ethos.affiliation', 'ethos.experience'],
  ),
  ethos(
    'grant',
    'Our group was awarded a European Research Council grant to study how forests store carbon. We measured 400 trees in 2023.',
    'ERC grant for forest research',
    // "Our group" says who did the work, not where: read so on the w6 walk ("Our team").
    ['ethos.noAffiliation', 'ethos.experience', 'ethos.method'],
    ['ethos.affiliation', 'ethos.noExperience', 'ethos.noMethod'],
  ),
  ethos(
    'yearsButNotWriter',
    'The lake has been shrinking for years. Fishermen have lost their income. A new canal could bring water back.',
    'hydrologist with 15 years of field work',
    ['ethos.noExperience', 'ethos.statementMissing'],
    ['ethos.experience'],
  ),
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  ethos(
    'heldRole',
    'As an engineer at the Technion, I design cheap sensors for water pipes. We tested them in 20 buildings in Haifa.',
    'engineer at the Technion who designs sensors',
    ['ethos.affiliation', 'ethos.method'],
    ['ethos.noAffiliation', 'ethos.noMethod'],
  ),
  ethos(
    'heldExperienceYears',
    'I have worked with deaf children since 2015, and I have seen how early hearing tests change their lives.',
    'eight years working with deaf children',
    ['ethos.experience'],
    ['ethos.noExperience'],
  ),
  ethos(
    'heldNoCredibility',
    'Climate change is the biggest problem of our time. Everyone should care about it and act now.',
    'climate researcher at the Weizmann Institute',
    ['ethos.noAffiliation', 'ethos.statementMissing'],
    ['ethos.affiliation'],
  ),
  ethos(
    'heldOurTeam',
    'Our team at the Hebrew University has followed 3,000 families since 2010, so we know how diets change over time.',
    'we followed 3,000 families for over a decade',
    ['ethos.affiliation', 'ethos.experience'],
    ['ethos.noAffiliation', 'ethos.noExperience'],
  ),
  // ---- The second held-out round: measured once unseen (docs/exercises.md), then looked at ----
  ethos(
    'round2Clinic',
    'I am a physiotherapist at the Rambam clinic, and for twelve years I have treated runners with knee pain.',
    'physiotherapist at Rambam, twelve years with runners',
    ['ethos.affiliation', 'ethos.experience'],
    ['ethos.noAffiliation', 'ethos.noExperience'],
  ),
  ethos(
    'round2OneWordLab',
    'The lab results are promising. Data from the lab suggest a new way to store energy.',
    'I lead the energy lab at Ariel University',
    ['ethos.noAffiliation', 'ethos.statementMissing'],
    ['ethos.affiliation'],
  ),
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  ethos(
    'heldOutSenior',
    'I have spent fifteen years building water systems in rural Ethiopia, and our team at Tel Aviv University designs the pumps we install.',
    'fifteen years of fieldwork in Ethiopia',
    ['ethos.experience', 'ethos.affiliation'],
    ['ethos.noExperience', 'ethos.noAffiliation', 'ethos.statementMissing'],
    { heldOut: true },
  ),
  ethos(
    'heldOutNoneStated',
    'Dogs can smell some cancers. Training them takes time and patience. The results could help hospitals.',
    'I train detection dogs at the Israel Guide Dog Center',
    ['ethos.noAffiliation', 'ethos.statementMissing'],
    ['ethos.affiliation'],
    { heldOut: true },
  ),
];
