// Every area of the coach, one module each (areas/<area>/index.ts): the findings messages
// (findings/messages/index.ts) are gathered from here, the evaluation's cases beside it
// (all-area-cases.ts). A new area is a compile error until it is listed; its kinds join the registry in
// findings/kinds.ts, which the browser reads and so imports the areas' kinds alone.
import type { AreaModule } from '../findings/area-module.ts';
import type { KindArea } from '../findings/kind-definition.ts';
import { abbreviationsArea } from './abbreviations/index.ts';
import { claimsArea } from './claims/index.ts';
import { coherenceArea } from './coherence/index.ts';
import { criticalThinkingArea } from './critical-thinking/index.ts';
import { ethicsArea } from './ethics/index.ts';
import { ethosArea } from './ethos/index.ts';
import { importanceArea } from './importance/index.ts';
import { jargonArea } from './jargon/index.ts';
import { logosArea } from './logos/index.ts';
import { pathosArea } from './pathos/index.ts';
import { sentencesArea } from './sentences/index.ts';
import { spellingArea } from './spelling/index.ts';
import { summaryArea } from './summary/index.ts';

export const areaModules: Readonly<Record<KindArea, AreaModule>> = {
  sentences: sentencesArea,
  jargon: jargonArea,
  spelling: spellingArea,
  abbreviations: abbreviationsArea,
  importance: importanceArea,
  logos: logosArea,
  pathos: pathosArea,
  ethos: ethosArea,
  ethics: ethicsArea,
  coherence: coherenceArea,
  criticalThinking: criticalThinkingArea,
  claims: claimsArea,
  summary: summaryArea,
};
