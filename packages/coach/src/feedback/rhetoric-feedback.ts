// The built-in coach's feedback for persuasive and ethical writing (docs/exercises.md "How the
// coach decides"): what the rules can verify (the ethos point's rules). Evidence, values,
// credibility and ethical concerns need reading for meaning: the LLM coach judges them where one
// is configured; otherwise each area carries its lesson, which asks the writer to point at their sentence.
import { shownFor, type ShownKinds } from '../kinds/shown.ts';
import type { CoachFocus, FeedbackRequest } from '../engine/coach.ts';
import { quotedInline } from '../findings/excerpt.ts';
import { finding, type Finding, type FindingMessage } from '../findings/finding.ts';
import { renderMessage } from '../kinds/render.ts';
import type { RenderedFindings } from './half-life-feedback.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { runRules } from './rules.ts';

interface FindingGroup {
  heading: FindingMessage;
  findings: Finding[];
}

/** Each area's lesson, asked where none of its claims is shown: the writer points at their own sentence. */
const lessonOf: Readonly<Partial<Record<string, 'teach.logos' | 'teach.pathos' | 'teach.ethos' | 'teach.ethics'>>> = {
  'logos.heading': 'teach.logos',
  'pathos.heading': 'teach.pathos',
  'ethos.heading': 'teach.ethos',
  'ethics.questionsHeading': 'teach.ethics',
};

/**
 * An area whose claims are all withheld still carries its lesson: a prompt that asks the writer to
 * point at the sentence that does it (docs/exercises.md "Say only what holds"). Where the LLM coach's
 * model finds something in the area, its findings take the lesson's place (llm/llm-feedback.ts).
 */
function withLesson(group: FindingGroup, lessonGiven: boolean): FindingGroup {
  const lesson = lessonOf[group.heading.key];
  if (!lesson || lessonGiven || group.findings.length > 0) return group;
  return { heading: group.heading, findings: [finding(lesson, { key: lesson })] };
}

function renderGroup(group: FindingGroup, language: CoachLanguage): string {
  return [group.heading, ...group.findings.map((item) => item.message)].map((message) => renderMessage(message, language)).join('<br />');
}

/**
 * The parts of a request's rhetoric and ethics focuses, in its focus order. A lesson is a generic
 * line (docs/exercises.md "No filler"): `lessons` says whether none is said (the turn has a
 * concrete remark or another generic line) or the first alone.
 */
export function rhetoricFeedback(
  request: FeedbackRequest,
  shown: ShownKinds = shownFor(request.text),
  lessons: 'none' | 'first' = 'first',
): RenderedFindings {
  const context = request.context ?? {};
  const language = request.language ?? 'en';
  const groups = request.focus.flatMap((focus: CoachFocus): FindingGroup[] => {
    switch (focus) {
      case 'logos':
        return [{ heading: { key: 'logos.heading' }, findings: [] }];
      case 'pathos':
        return [{ heading: { key: 'pathos.heading', params: { value: quotedInline(context.sharedValue ?? '', 120) } }, findings: [] }];
      case 'ethos':
        return [{ heading: { key: 'ethos.heading' }, findings: runRules('ethos', { request, text: request.text, language, asked: request.asked ?? [] }, shown) }];
      case 'ethics':
        return [{ heading: { key: 'ethics.questionsHeading' }, findings: [] }];
      default:
        return [];
    }
  });
  // A heading over nothing (a lesson already given) is not said.
  const withLessons = groups.map((group) => withLesson(group, request.lessonGiven === true || lessons === 'none'));
  const firstLesson = withLessons.find((group) => group.findings.some((item) => item.kind.startsWith('teach.')));
  const said = withLessons.filter(
    (group) => group.findings.length > 0 && (group === firstLesson || !group.findings.some((item) => item.kind.startsWith('teach.'))),
  );
  return {
    messages: said.map((group) => renderGroup(group, language)),
    findings: said.flatMap((group) => group.findings),
  };
}
