// The writer's own credibility statement against the text, at the ethos point.
import { statementMissingKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { ethosFindings } from '../statement-missing.ts';

export const statementMissingRule = ruleModule({
  kind: statementMissingKind,
  cases: 'eval/cases/ethos.ts',
  runsAt: 'ethos',
  order: 1,
  check: ({ request, text, language }) => ethosFindings(text, request.context ?? {}, language, request.finalVersion === true),
});
