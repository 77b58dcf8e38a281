// The longest sentence quoted when it is too long for the readers (sentence-length.ts). A counted
// message (testing/plural-forms.ts), its count the sentence's words. Hebrew speaks in the plural,
// Arabic without grammatical gender.
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const tooLongKind = ruleKind('sentence.tooLong', form('sentences', 'statement'), {
  en: {
    'sentence.tooLong_one': 'Your longest sentence has {{words}} word: “{{sentence}}” For {{readers}}, sentences of {{label}} are easiest to follow; try splitting it into shorter ones.',
    'sentence.tooLong_other': 'Your longest sentence has {{words}} words: “{{sentence}}” For {{readers}}, sentences of {{label}} are easiest to follow; try splitting it into shorter ones.',
  },
  he: {
    'sentence.tooLong_one': 'במשפט הארוך ביותר שלכם יש מילה אחת: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
    'sentence.tooLong_two': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
    'sentence.tooLong_other': 'במשפט הארוך ביותר שלכם יש {{words}} מילים: "{{sentence}}" עבור {{readers}}, הכי קל לעקוב אחרי משפטים של {{label}}; נסו לפצל אותו למשפטים קצרים יותר.',
  },
  ar: {
    'sentence.tooLong_zero': 'أطول جملة لديك ليس فيها أي كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_one': 'أطول جملة لديك فيها كلمة واحدة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_two': 'أطول جملة لديك فيها كلمتان: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_few': 'أطول جملة لديك فيها {{words}} كلمات: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_many': 'أطول جملة لديك فيها {{words}} كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
    'sentence.tooLong_other': 'أطول جملة لديك فيها {{words}} كلمة: «{{sentence}}» بالنسبة إلى {{readers}}، أسهل الجمل في المتابعة هي ما كان من {{label}}؛ يُستحسن تقسيمها إلى جمل أقصر.',
  },
});
