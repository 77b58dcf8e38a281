// A certainty word in a claim: a question a text for readers raises, whoever the readers are.
import { certaintyKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { claimStrengthFindings } from '../claim-strength.ts';

export const claimCertaintyRule = ruleModule({
  kind: certaintyKind,
  cases: 'eval/cases/claims.ts',
  runsAt: 'readerQuestions',
  order: 2,
  check: ({ text, language, asked }) => claimStrengthFindings(text, language, asked),
});
