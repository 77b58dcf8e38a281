// The abbreviations not spelled out: a question a text for readers raises, never for readers in
// the writer's own field.
import { askReadersKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { abbreviationRemarks } from '../not-spelled-out.ts';

export const abbreviationsRule = ruleModule({
  kind: askReadersKind,
  cases: 'eval/cases/abbreviations.ts',
  runsAt: 'readerQuestions',
  order: 3,
  check: ({ request, text, analysis, language, asked, profile }) =>
    request.specialistReaders ? [] : abbreviationRemarks(text, analysis, language, request.keyTerms ?? [], asked, profile.level),
});
