// The summary carries the answer's figures (information.ts).
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const figuresPresentKind = ruleKind('criticalThinking.figuresPresent', form('criticalThinking', 'praise'), {
  en: {
    'questions.ct.figuresPresent': 'Your summary carries the data of your answer; check that each figure comes with what it measures.',
  },
  he: {
    'questions.ct.figuresPresent': 'התקציר שלכם כולל את הנתונים מהתשובה; ודאו שכל נתון מופיע עם מה שהוא מודד.',
  },
  ar: {
    'questions.ct.figuresPresent': 'يتضمن ملخصك بيانات إجابتك؛ المهم أن يأتي كل رقم مع ما يقيسه.',
  },
});
