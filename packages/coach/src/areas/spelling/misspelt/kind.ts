// A word that looks misspelt (misspelt-words.ts), with the word meant where a list offers a common
// one. A dictionary reads no meaning, but where a model is configured it may flag a misspelling too.
// Arabic addresses the writer without grammatical gender.
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const misspeltKind = ruleKind('spelling.misspelt', { ...form('spelling', 'statement'), llm: true }, {
  en: {
    'spelling.misspelt': '“{{word}}” looks misspelt: did you mean “{{suggestion}}”?',
    'spelling.misspeltNoSuggestion': '“{{word}}” looks misspelt: check its spelling.',
  },
  he: {
    'spelling.misspelt': 'נראה שהמילה "{{word}}" כתובה בשגיאה: האם התכוונתם ל"{{suggestion}}"?',
    'spelling.misspeltNoSuggestion': 'נראה שהמילה "{{word}}" כתובה בשגיאה: בדקו את האיות שלה.',
  },
  ar: {
    'spelling.misspelt': 'يبدو أن «{{word}}» مكتوبة خطأً: هل المقصود «{{suggestion}}»؟',
    'spelling.misspeltNoSuggestion': 'يبدو أن «{{word}}» مكتوبة خطأً: يُستحسن التحقق من إملائها.',
  },
});
