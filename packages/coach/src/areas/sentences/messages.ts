// Messages of the sentences area (sentence-length.ts): the longest sentence quoted when it is too
// long for the readers, or said in the summary line when it suits them. Hebrew speaks in the
// plural, Arabic in the singular, as the rest of each language's coach.
import type { FindingCatalogue } from '../../findings/messages/catalogue.ts';

export const sentencesMessages: FindingCatalogue = {
  en: {
    'sentence.tooLong':
      'Your longest sentence has {{words}} words: “{{sentence}}” For {{readers}}, sentences of {{label}} are easiest to follow; try splitting it into shorter ones.',
    'sentence.fits': 'Your sentences suit {{readers}}: the longest has {{words}} words (comfortable: {{label}}).',
    'sentence.nearComfortable': 'Your longest sentence has {{words}} words: a little over what is comfortable for {{readers}} ({{label}}).',
  },
  he: {
    'sentence.tooLong':
      'במשפט הארוך ביותר שלכם יש {{words}} מילים: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
    'sentence.fits': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש {{words}} מילים (נוח: {{label}}).',
    'sentence.nearComfortable': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
  },
  ar: {
    'sentence.tooLong':
      'أطول جملة لديك فيها {{words}} كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ حاول تقسيمها إلى جمل أقصر.',
    'sentence.fits': 'جملك تناسب {{readers}}: أطولها فيها {{words}} كلمة (المريح: {{label}}).',
    'sentence.nearComfortable': 'أطول جملة لديك فيها {{words}} كلمة: أكثر بقليل مما يريح {{readers}} ({{label}}).',
  },
};
