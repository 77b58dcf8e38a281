// The abbreviations not spelled out: a question a text for readers raises, never for researchers
// of the writer's own field (FeedbackRequest.researchReaders; funders and policymakers are asked for).
import { askReadersKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { abbreviationRemarks } from '../not-spelled-out.ts';

export const abbreviationsRule = ruleModule({
  kind: askReadersKind,
  cases: 'eval/cases/abbreviations.ts',
  runsAt: 'readerQuestions',
  order: 3,
  check: ({ request, text, analysis, language, asked, profile }) =>
    request.researchReaders ? [] : abbreviationRemarks(text, analysis, language, request.keyTerms ?? [], asked, profile.level),
});
