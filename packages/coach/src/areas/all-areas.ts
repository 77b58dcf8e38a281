// The messages of each area beside its rules' kinds (areas/<area>/messages.ts): the kinds no rule
// makes, the area's headings and lessons. The findings messages (kinds/catalogues.ts) are
// gathered from here and from the rule kinds' modules (kinds/kinds.ts).
import type { KindArea } from '../findings/kind-definition.ts';
import type { FindingCatalogue } from '../i18n/catalogue.ts';
import { coherenceMessages } from './coherence/messages.ts';
import { criticalThinkingMessages } from './critical-thinking/messages.ts';
import { ethicsMessages } from './ethics/messages.ts';
import { ethosMessages } from './ethos/messages.ts';
import { importanceMessages } from './importance/messages.ts';
import { jargonMessages } from './jargon/messages.ts';
import { logosMessages } from './logos/messages.ts';
import { pathosMessages } from './pathos/messages.ts';
import { sentencesMessages } from './sentences/messages.ts';
import { summaryMessages } from './summary/messages.ts';

export const areaMessages: Readonly<Partial<Record<KindArea, FindingCatalogue>>> = {
  sentences: sentencesMessages,
  jargon: jargonMessages,
  importance: importanceMessages,
  logos: logosMessages,
  pathos: pathosMessages,
  ethos: ethosMessages,
  ethics: ethicsMessages,
  coherence: coherenceMessages,
  criticalThinking: criticalThinkingMessages,
  summary: summaryMessages,
};
