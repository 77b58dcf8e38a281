// Messages of the sentences area (sentence-length.ts): the longest sentence said in the summary
// line when it suits the readers (too long: too-long/kind.ts). Hebrew speaks in the
// plural, Arabic without grammatical gender, as the rest of each language's coach. Each is a
// counted message (testing/plural-forms.ts), its count the longest sentence's words.
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const sentencesMessages: FindingCatalogue = {
  en: {
    'sentence.fits_one': 'Your sentences suit {{readers}}: the longest has {{words}} word (comfortable: {{label}}).',
    'sentence.fits_other': 'Your sentences suit {{readers}}: the longest has {{words}} words (comfortable: {{label}}).',
    'sentence.nearComfortable_one': 'Your longest sentence has {{words}} word: a little over what is comfortable for {{readers}} ({{label}}).',
    'sentence.nearComfortable_other': 'Your longest sentence has {{words}} words: a little over what is comfortable for {{readers}} ({{label}}).',
  },
  he: {
    'sentence.fits_one': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש מילה אחת (נוח: {{label}}).',
    'sentence.fits_two': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש {{words}} מילים (נוח: {{label}}).',
    'sentence.fits_other': 'המשפטים שלכם מתאימים עבור {{readers}}: בארוך ביותר יש {{words}} מילים (נוח: {{label}}).',
    'sentence.nearComfortable_one': 'במשפט הארוך ביותר שלכם יש מילה אחת: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
    'sentence.nearComfortable_two': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
    'sentence.nearComfortable_other': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: מעט יותר ממה שנוח עבור {{readers}} ({{label}}).',
  },
  ar: {
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
