// The ethics area's kinds (findings/kind-definition.ts): the concerns a text names or leaves out,
// and the prompt said where its claims are not shown.
import { form, meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const ethicsKinds = {
  'ethics.noConcernNamed': meaning('ethics', 'statement', ['ethics.noConcernNamed']),
  'ethics.named.stakeholders': meaning('ethics', 'praise', ['ethics.concern.stakeholders']),
  'ethics.named.consent': meaning('ethics', 'praise', ['ethics.concern.consent']),
  'ethics.named.privacy': meaning('ethics', 'praise', ['ethics.concern.privacy']),
  'ethics.named.conflictOfInterest': meaning('ethics', 'praise', [
    'ethics.concern.conflictOfInterest',
  ]),
  'ethics.named.risk': meaning('ethics', 'praise', ['ethics.concern.risk']),
  'ethics.notNamed.stakeholders': meaning('ethics', 'question', [
    'ethics.question.stakeholders',
    'ethics.questionAt.stakeholders',
  ]),
  'ethics.notNamed.consent': meaning('ethics', 'question', [
    'ethics.question.consent',
    'ethics.questionAt.consent',
  ]),
  'ethics.notNamed.conflictOfInterest': meaning('ethics', 'question', [
    'ethics.question.conflictOfInterest',
    'ethics.questionAt.conflictOfInterest',
  ]),
  'summary.ethicsNamed': meaning('ethics', 'summary', ['ethics.covered']),
  // The writer points at their own sentence; no claim.
  'teach.ethics': form('ethics', 'prompt', ['teach.ethics']),
} as const satisfies AreaKinds;
