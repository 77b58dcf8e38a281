// Messages of the spelling area (misspelt-words.ts): a word that looks misspelt, with the word
// meant where a list offers a common one. Arabic addresses the writer without grammatical gender.
import type { FindingCatalogue } from '../../findings/messages/catalogue.ts';

export const spellingMessages: FindingCatalogue = {
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
};
