// Evaluation cases for the Ethics feedback: an ethical issue and the student's resolutions, in
// English and Hebrew, labelled with the kinds of concern an instructor would say the texts name
// (ethics.named.*) and the ones they leave out, about which the coach asks (ethics.notNamed.*).
// A word used in another sense ("the public library", "we agree that") does not name a concern.
// Which concerns a text deals with needs reading for meaning: the LLM coach judges them
// (eval/llm-evaluation.ts); the built-in coach claims none. Cases marked heldOut were written
// with the others and not looked at while the rules were tuned.
import type { CoachCase } from './coach-case.ts';

const ethics = (id: string, issue: string, text: string, mustFind: string[], mustNotFind: string[], extra: Partial<CoachCase> = {}): CoachCase => ({
  id: `ethics.${id}`,
  exercise: 'ethics',
  language: /[\u05d0-\u05ea]/.test(text) ? 'he' : 'en',
  text,
  focus: ['ethics'],
  context: { issue },
  mustFind,
  mustNotFind,
  ...extra,
});

const named = (concern: string) => `ethics.named.${concern}`;
const asked = (concern: string) => `ethics.notNamed.${concern}`;

export const ethicsCases: readonly CoachCase[] = [
  ethics(
    'consentPrivacy',
    'We film patients with dementia at home to study how they move. The videos could show their faces and homes.',
    'Every patient and a family member will sign informed consent, and they may withdraw at any time. We blur faces and keep the videos on a secure server that only two researchers can open.',
    [named('stakeholders'), named('consent'), named('privacy')],
    [asked('consent'), asked('privacy')],
  ),
  ethics(
    'funding',
    'Our study of a new sweetener is paid for by the company that sells it.',
    'We will disclose the funding in every talk and paper, and an independent statistician will analyse the data.',
    [named('conflictOfInterest')],
    [asked('conflictOfInterest')],
  ),
  ethics(
    'nothingNamed',
    'We want to show photos of the coral reef in an exhibition.',
    'We will choose the nicest photos and print them in large format so that visitors enjoy them.',
    ['ethics.noConcernNamed', asked('consent'), asked('privacy'), asked('conflictOfInterest')],
    [named('consent'), named('privacy'), named('conflictOfInterest'), named('risk')],
  ),
  ethics(
    'riskStigma',
    'Our map shows which neighbourhoods have the most tuberculosis cases.',
    'We will show the map only at the level of whole districts, because a detailed map could cause stigma and harm the people who live there.',
    [named('risk')],
    [asked('risk')],
  ),
  ethics(
    'agreeNotConsent',
    'We present a model of how forest fires spread.',
    'We agree that fire is dangerous. We will explain the model with simple pictures so that readers understand the danger.',
    [named('risk')],
    [named('consent')],
  ),
  ethics(
    'anonymousSurvey',
    'We ask teenagers about their sleep and their phone use in a school survey.',
    'The survey is anonymous, and parents receive a letter asking for their permission before their child takes part.',
    [named('privacy'), named('consent')],
    [asked('privacy'), asked('consent')],
  ),
  ethics(
    'animals',
    'We test a painkiller on rats before it is tried in people.',
    'We follow the ethics committee rules: the animals get anaesthesia, and we use the smallest number of rats that gives a clear answer.',
    [named('stakeholders')],
    [],
  ),
  ethics(
    'heConsent',
    'אנחנו מראיינים מטופלים במחלקה האונקולוגית על חוויותיהם.',
    'כל מטופל יחתום על הסכמה מדעת, והשמות יוחלפו כדי לשמור על פרטיות. המימון מגיע מקרן ציבורית.',
    [named('stakeholders'), named('consent'), named('privacy'), named('conflictOfInterest')],
    [asked('consent'), asked('privacy')],
  ),
  ethics(
    'heNothing',
    'אנחנו רוצים להציג תמונות של שונית האלמוגים בתערוכה.',
    'נבחר את התמונות היפות ביותר ונדפיס אותן בגדול.',
    ['ethics.noConcernNamed'],
    [named('consent'), named('privacy'), named('risk')],
  ),
  ethics(
    'identifiable',
    'Our story about a rare genetic disease follows one family in a small village.',
    'We will change the names and leave out the name of the village, because readers could identify the family.',
    [named('privacy')],
    [asked('privacy')],
  ),
  ethics(
    'volunteersWithdraw',
    'Volunteers wear a sensor that records their heart rate all day.',
    'Volunteers can withdraw at any moment and ask us to delete their data.',
    [named('stakeholders'), named('consent')],
    [asked('consent')],
  ),
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  ethics(
    'heldMisuse',
    'Our software can recognise people from the way they walk.',
    'We will not publish the trained model, because it could be misused to follow people without their knowledge.',
    [named('risk')],
    [asked('risk')],
  ),
  ethics(
    'heldPublicLibrary',
    'We study reading habits with data from the public library.',
    'We only use counts of borrowed books per month, so no reader can be identified.',
    [],
    [named('consent'), named('conflictOfInterest')],
  ),
  ethics(
    'heldSponsor',
    'A pharmaceutical company sponsors our trial of a cough syrup.',
    'We register the trial in advance and publish all results, also the negative ones, so the sponsor cannot hide them.',
    [named('conflictOfInterest')],
    [asked('conflictOfInterest')],
  ),
  // ---- The second held-out round: measured once unseen (docs/exercises.md), then looked at ----
  ethics(
    'round2Confidential',
    'We interview nurses about mistakes they made at work.',
    'All interviews are confidential, and each nurse decides freely whether to take part.',
    [named('privacy'), named('stakeholders')],
    [asked('privacy')],
  ),
  ethics(
    'round2PatentProfit',
    'Our university holds a patent on the test we evaluate.',
    'We will tell readers that the university could profit from the test, and an outside lab will repeat our measurements.',
    [named('conflictOfInterest')],
    [asked('conflictOfInterest')],
  ),
  ethics(
    'round2Panic',
    'We publish a forecast of earthquakes in the north.',
    'We will explain the uncertainty clearly, because a forecast read as a certainty could cause panic.',
    [named('risk')],
    [asked('risk')],
  ),
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  ethics(
    'heldOutChildrenPhotos',
    'We want to show photos of children in the hospital school on our project website.',
    'We will ask the parents for written permission and show no names. Each family can ask us to remove a photo.',
    [named('stakeholders'), named('consent')],
    [asked('consent'), asked('stakeholders')],
    { heldOut: true },
  ),
  ethics(
    'heldOutIndustryFunding',
    'Our research on pesticide safety is funded by a large agrochemical company.',
    'We will state the funding clearly, and the company has no say in what we publish.',
    [named('conflictOfInterest')],
    [asked('conflictOfInterest')],
    { heldOut: true },
  ),
];
