// The built-in coach's feedback for persuasive and ethical writing (docs/exercises.md
// "Persuasion and Rhetorics", "Ethics"), from the measures in measures/rhetoric.ts. Each
// function gives one or two chat messages (HTML; everything quoted from the student is
// escaped) that say what the text already does and ask one concrete question about what it
// could add.

import type { CoachFocus, FeedbackRequest } from './coach.ts';
import { excerpt } from './excerpt.ts';
import { escapeHtml } from './html.ts';
import {
  measureEthics,
  measureEthos,
  measureLogos,
  measurePathos,
  type EthicsConcern,
} from './measures/rhetoric.ts';

function quoted(words: readonly string[], limit = 4): string {
  return words
    .slice(0, limit)
    .map((word) => `“${escapeHtml(excerpt(word))}”`)
    .join(', ');
}

export function logosFeedback(text: string): string {
  const logos = measureLogos(text);
  const lines: string[] = ['<strong>Logos (reasoning and evidence)</strong>'];
  const support = [...logos.numbers, ...logos.evidenceMarkers];
  lines.push(
    support.length > 0
      ? `You support your case with ${quoted(support)}. Readers trust a claim more when the number or finding sits right next to it.`
      : 'I found no number, study or observation in your text. Add one piece of evidence your readers can check, such as a figure or what you found.',
  );
  lines.push(
    logos.causalConnectors.length > 0
      ? `You link cause and effect with ${quoted(logos.causalConnectors)}, so your reasoning is easy to follow.`
      : 'Show how one point leads to the next with a word such as “because”, “therefore” or “as a result”.',
  );
  const claim = logos.unsupportedClaims[0];
  if (claim) {
    lines.push(
      `This claim stands without support: “${escapeHtml(excerpt(claim.text))}” What number, result or source could back it?`,
    );
  }
  return lines.join('<br />');
}

export function pathosFeedback(text: string, context: Readonly<Record<string, string>>): string {
  const value = context.sharedValue ?? '';
  const pathos = measurePathos(text, value);
  const lines: string[] = [
    `<strong>Pathos (the value you share with your readers: “${escapeHtml(value)}”)</strong>`,
  ];
  const reflected = pathos.valueWords.length > 0 || pathos.closeWords.length > 0;
  if (pathos.valueWords.length > 0) {
    lines.push(`Your summary names the value itself (${quoted(pathos.valueWords)}).`);
  }
  if (pathos.closeWords.length > 0) {
    lines.push(`It uses words close to it: ${quoted(pathos.closeWords)}.`);
  }
  if (!reflected) {
    lines.push(
      'I could not find the value, or a word close to it, in your summary. Add a sentence that shows your readers how your work touches what they care about.',
    );
  }
  const said = context.studentSays ?? '';
  if (said === 'Yes' && !reflected) {
    lines.push(
      'You answered Yes: check that a reader would see the value without knowing it beforehand.',
    );
  } else if (said === 'No' && reflected) {
    lines.push('You answered No, yet some of its words are there: make the link explicit.');
  }
  lines.push(
    pathos.secondPersonCount > 0
      ? `You speak to your readers directly (“you” or “your” ${pathos.secondPersonCount}×).`
      : 'Try speaking to your readers directly once, with “you” or “your”.',
  );
  const examples = [...pathos.exampleMarkers, ...pathos.everydayWords];
  lines.push(
    examples.length > 0
      ? `Your everyday touches (${quoted(examples)}) help readers picture the point.`
      : 'Give one concrete, everyday example your readers can picture (“imagine …”, “for example …”).',
  );
  return lines.join('<br />');
}

export function ethosFeedback(text: string, context: Readonly<Record<string, string>>): string {
  const credibility = context.credibility ?? '';
  const ethos = measureEthos(text, credibility);
  const lines: string[] = ['<strong>Ethos (why readers should trust you)</strong>'];
  const kinds: [string, string[]][] = [
    ['where you work', ethos.affiliation],
    ['how you work', ethos.method],
    ['what you have done before', ethos.trackRecord],
  ];
  const present = kinds.filter(([, words]) => words.length > 0);
  const absent = kinds.filter(([, words]) => words.length === 0);
  if (present.length > 0) {
    lines.push(
      `Your summary shows ${present.map(([kind, words]) => `${kind} (${quoted(words, 3)})`).join('; ')}.`,
    );
  }
  if (absent.length > 0) {
    lines.push(
      `It does not yet say ${absent.map(([kind]) => kind).join(' or ')}. One short phrase on each is often enough.`,
    );
  }
  if (ethos.statementWordsMissing.length > 0 && credibility.trim() !== '') {
    lines.push(
      `From what you told me about yourself, ${quoted(ethos.statementWordsMissing)} ${ethos.statementWordsMissing.length > 1 ? 'do' : 'does'} not appear yet. For example, you could add: “${escapeHtml(credibility.trim())}”.`,
    );
  } else if (credibility.trim() !== '') {
    lines.push('What you told me about your credibility is in the text. Well done!');
  }
  return lines.join('<br />');
}

const concernNames: Readonly<Record<EthicsConcern, string>> = {
  stakeholders: 'who is affected',
  consent: 'consent',
  privacy: 'privacy and confidentiality',
  conflictOfInterest: 'conflicts of interest',
  risk: 'risks and harms',
};

const concernQuestions: Readonly<Record<EthicsConcern, string>> = {
  stakeholders:
    'Who else could be affected when your work is presented: participants, their families, a community, or readers who may misunderstand it?',
  consent:
    'Did everyone who appears in your work agree to it, knowing how it would be presented, and can they withdraw?',
  privacy:
    'Could anyone be identified from what you show, even indirectly (a small town, a rare condition, a photo)?',
  conflictOfInterest:
    'Who funds the work or could profit from it, and do your readers need to know that to judge it fairly?',
  risk: 'What could go wrong if your results are misread, overstated or misused, and who would bear the harm?',
};

export function ethicsFeedback(text: string, context: Readonly<Record<string, string>>): string[] {
  const resolution = measureEthics(text);
  const issue = measureEthics(context.issue ?? '');
  const covered = (concern: EthicsConcern) =>
    resolution[concern].length > 0 || issue[concern].length > 0;
  const named = (Object.keys(concernNames) as EthicsConcern[]).filter(covered);
  const missing = (Object.keys(concernNames) as EthicsConcern[]).filter(
    (concern) => !covered(concern),
  );
  const summary =
    named.length > 0
      ? `Your issue and resolutions deal with ${named.map((concern) => `${concernNames[concern]} (${quoted([...issue[concern], ...resolution[concern]], 3)})`).join('; ')}.`
      : 'Your text does not yet name who is affected, consent, privacy, conflicts of interest or risks in so many words.';
  const questions = (missing.length > 0 ? missing : (['risk', 'stakeholders'] as EthicsConcern[]))
    .slice(0, 3)
    .map((concern) => `• ${concernQuestions[concern]}`);
  return [
    `<strong>What else could arise?</strong><br />${summary}`,
    `Questions to think about before your final text:<br />${questions.join('<br />')}`,
  ];
}

/** The messages for the rhetoric and ethics focuses of a request, in its focus order. */
export function rhetoricMessages(request: FeedbackRequest): string[] {
  const context = request.context ?? {};
  return request.focus.flatMap((focus: CoachFocus) => {
    switch (focus) {
      case 'logos':
        return [logosFeedback(request.text)];
      case 'pathos':
        return [pathosFeedback(request.text, context)];
      case 'ethos':
        return [ethosFeedback(request.text, context)];
      case 'ethics':
        return ethicsFeedback(request.text, context);
      default:
        return [];
    }
  });
}
