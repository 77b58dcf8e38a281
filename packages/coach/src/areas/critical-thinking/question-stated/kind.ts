// The summary states its question (questions.ts).
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const questionStatedKind = ruleKind('criticalThinking.questionStated', form('criticalThinking', 'praise'), {
  en: {
    'questions.ct.questionStated': 'Your summary says what the work asks; check that the question is narrow enough for your data to answer it.',
  },
  he: {
    'questions.ct.questionStated': 'התקציר שלכם אומר מה העבודה שואלת; ודאו שהשאלה ממוקדת מספיק כדי שהנתונים שלכם יוכלו לענות עליה.',
  },
  ar: {
    'questions.ct.questionStated': 'يقول ملخصك ما يسأله العمل؛ المهم أن يكون السؤال محدّدًا بما يكفي لتجيب عنه بياناتك.',
  },
});
