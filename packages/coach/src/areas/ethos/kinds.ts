// The ethos area's kinds (findings/kind-definition.ts): the writer's credibility, and the prompt
// said where its claims are not shown.
import { form, meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const ethosKinds = {
  'ethos.affiliation': meaning('ethos', 'praise', ['ethos.affiliation']),
  'ethos.experience': meaning('ethos', 'praise', ['ethos.experience']),
  'ethos.method': meaning('ethos', 'praise', ['ethos.method']),
  'ethos.noAffiliation': meaning('ethos', 'question', [
    'ethos.noAffiliation',
    'ethos.noAffiliationAnywhere',
  ]),
  'ethos.noExperience': meaning('ethos', 'question', [
    'ethos.noExperience',
    'ethos.noExperienceAnywhere',
  ]),
  'ethos.noMethod': meaning('ethos', 'question', ['ethos.noMethod']),
  // The writer points at their own sentence; no claim.
  'teach.ethos': form('ethos', 'prompt', ['teach.ethos']),
} as const satisfies AreaKinds;
