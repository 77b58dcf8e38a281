// Messages of the sentences area (sentence-length.ts): the longest sentence quoted when it is too
// long for the readers, or said in the summary line when it suits them. Hebrew speaks in the
// plural, Arabic without grammatical gender, as the rest of each language's coach. Each is a
// counted message (i18n/plural-forms.ts), its count the longest sentence's words.
import type { FindingCatalogue } from '../../findings/messages/catalogue.ts';

export const sentencesMessages: FindingCatalogue = {
  en: {
    'sentence.tooLong_one':
      'Your longest sentence has {{words}} word: “{{sentence}}” For {{readers}}, sentences of {{label}} are easiest to follow; try splitting it into shorter ones.',
    'sentence.tooLong_other':
      'Your longest sentence has {{words}} words: “{{sentence}}” For {{readers}}, sentences of {{label}} are easiest to follow; try splitting it into shorter ones.',
    'sentence.fits_one': 'Your sentences suit {{readers}}: the longest has {{words}} word (comfortable: {{label}}).',
    'sentence.fits_other': 'Your sentences suit {{readers}}: the longest has {{words}} words (comfortable: {{label}}).',
    'sentence.nearComfortable_one': 'Your longest sentence has {{words}} word: a little over what is comfortable for {{readers}} ({{label}}).',
    'sentence.nearComfortable_other': 'Your longest sentence has {{words}} words: a little over what is comfortable for {{readers}} ({{label}}).',
  },
  he: {
    'sentence.tooLong_one':
      'במשפט הארוך ביותר שלכם יש מילה אחת: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
    'sentence.tooLong_two':
      'במשפט הארוך ביותר שלכם יש {{words}} מילים: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
    'sentence.tooLong_other':
      'במשפט הארוך ביותר שלכם יש {{words}} מילים: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
    'sentence.fits_one': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש מילה אחת (נוח: {{label}}).',
    'sentence.fits_two': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש {{words}} מילים (נוח: {{label}}).',
    'sentence.fits_other': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש {{words}} מילים (נוח: {{label}}).',
    'sentence.nearComfortable_one': 'במשפט הארוך ביותר שלכם יש מילה אחת: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
    'sentence.nearComfortable_two': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
    'sentence.nearComfortable_other': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
  },
  ar: {
    'sentence.tooLong_zero':
      'أطول جملة لديك ليس فيها أي كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_one':
      'أطول جملة لديك فيها كلمة واحدة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_two':
      'أطول جملة لديك فيها كلمتان: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_few':
      'أطول جملة لديك فيها {{words}} كلمات: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_many':
      'أطول جملة لديك فيها {{words}} كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_other':
      'أطول جملة لديك فيها {{words}} كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.fits_zero': 'جملك تناسب {{readers}}: أطولها ليس فيها أي كلمة (المريح: {{label}}).',
    'sentence.fits_one': 'جملك تناسب {{readers}}: أطولها فيها كلمة واحدة (المريح: {{label}}).',
    'sentence.fits_two': 'جملك تناسب {{readers}}: أطولها فيها كلمتان (المريح: {{label}}).',
    'sentence.fits_few': 'جملك تناسب {{readers}}: أطولها فيها {{words}} كلمات (المريح: {{label}}).',
    'sentence.fits_many': 'جملك تناسب {{readers}}: أطولها فيها {{words}} كلمة (المريح: {{label}}).',
    'sentence.fits_other': 'جملك تناسب {{readers}}: أطولها فيها {{words}} كلمة (المريح: {{label}}).',
    'sentence.nearComfortable_zero': 'أطول جملة لديك ليس فيها أي كلمة: أكثر بقليل مما يريح {{readers}} ({{label}}).',
    'sentence.nearComfortable_one': 'أطول جملة لديك فيها كلمة واحدة: أكثر بقليل مما يريح {{readers}} ({{label}}).',
    'sentence.nearComfortable_two': 'أطول جملة لديك فيها كلمتان: أكثر بقليل مما يريح {{readers}} ({{label}}).',
    'sentence.nearComfortable_few': 'أطول جملة لديك فيها {{words}} كلمات: أكثر بقليل مما يريح {{readers}} ({{label}}).',
    'sentence.nearComfortable_many': 'أطول جملة لديك فيها {{words}} كلمة: أكثر بقليل مما يريح {{readers}} ({{label}}).',
    'sentence.nearComfortable_other': 'أطول جملة لديك فيها {{words}} كلمة: أكثر بقليل مما يريح {{readers}} ({{label}}).',
  },
};
