// The labelled cases of every area (eval/cases/<area>.ts), gathered for the evaluation
// (evaluate.ts) apart from the areas' modules, so that the server, which reads the modules'
// messages, never loads them. An area is a compile error until it is listed; one with no cases says [].
import type { CoachCase } from './coach-case.ts';
import type { QuestionCase } from './question-case.ts';
import type { KindArea } from '../../src/findings/kind-definition.ts';
import { sentencesCases } from './sentences.ts';
import { abbreviationsCases } from './abbreviations.ts';
import { importanceCases } from './importance.ts';
import { logosCases } from './logos.ts';
import { pathosCases } from './pathos.ts';
import { ethosCases } from './ethos.ts';
import { ethicsCases } from './ethics.ts';
import { coherenceCases } from './coherence.ts';
import { criticalThinkingCases } from './critical-thinking.ts';
import { claimsCases } from './claims.ts';

export const areaCases: Readonly<Record<KindArea, readonly (CoachCase | QuestionCase)[]>> = {
  sentences: sentencesCases,
  jargon: [],
  spelling: [],
  abbreviations: abbreviationsCases,
  importance: importanceCases,
  logos: logosCases,
  pathos: pathosCases,
  ethos: ethosCases,
  ethics: ethicsCases,
  coherence: coherenceCases,
  criticalThinking: criticalThinkingCases,
  claims: claimsCases,
  summary: [],
};
