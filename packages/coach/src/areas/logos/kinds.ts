// The logos area's kinds (findings/kind-definition.ts): support for a claim, and the prompt said
// where its claims are not shown.
import { form, meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const logosKinds = {
  'logos.noEvidence': meaning('logos', 'question', ['logos.noEvidence']),
  // Said in the model's own words (llm/llm-findings.ts): no catalogue sentence.
  'logos.evidenceCheck': meaning('logos', 'question'),
  'logos.causeLink': meaning('logos', 'statement', ['logos.causeLink']),
  'logos.noCauseLink': meaning('logos', 'statement', ['logos.noCauseLink']),
  'logos.unsupportedClaim': meaning('logos', 'statement', ['logos.unsupportedClaim']),
  'evidence.present': meaning('logos', 'statement', ['evidence.present']),
  'evidence.none': meaning('logos', 'statement', ['evidence.none']),
  // The writer points at their own sentence; no claim.
  'teach.logos': form('logos', 'prompt', ['teach.logos']),
} as const satisfies AreaKinds;
