// The labelled cases of every area (areas/<area>/cases.ts), gathered for the evaluation
// (eval/evaluate.ts) apart from the areas' modules, so that the server, which reads the modules'
// messages, never loads them. An area is a compile error until it is listed; one with no cases says [].
import type { CoachCase } from '../evaluation/coach-case.ts';
import type { QuestionCase } from '../evaluation/question-case.ts';
import type { KindArea } from '../findings/kind-definition.ts';
import { sentencesCases } from './sentences/cases.ts';
import { abbreviationsCases } from './abbreviations/cases.ts';
import { importanceCases } from './importance/cases.ts';
import { logosCases } from './logos/cases.ts';
import { pathosCases } from './pathos/cases.ts';
import { ethosCases } from './ethos/cases.ts';
import { ethicsCases } from './ethics/cases.ts';
import { coherenceCases } from './coherence/cases.ts';
import { criticalThinkingCases } from './critical-thinking/cases.ts';
import { claimsCases } from './claims/cases.ts';

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
