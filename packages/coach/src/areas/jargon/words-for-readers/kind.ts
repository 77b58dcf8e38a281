// The words these readers likely do not know (words-for-readers.ts), addressed to the writer without
// grammatical gender: Hebrew in the plural, Arabic impersonally (يُستحسن …).
import { meaning, ruleKind } from '../../../findings/kind-definition.ts';

export const wordsForReadersKind = ruleKind('jargon.wordsForReaders', meaning('jargon', 'question'), {
  en: {
    'jargon.wordsForReaders.ask.rare': '“{{word}}” is a rare word, and your text does not explain it. Will {{readers}} know it? If not, explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsForReaders.ask.uncommon': '“{{word}}” is not an everyday word, and your text does not explain it. Will {{readers}} know it? If not, explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsForReaders.plain.rare': '“{{word}}” is a rare word, and your text does not explain it. Will {{readers}} know it? If not, say “{{plain}}”, or explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsForReaders.plain.uncommon': '“{{word}}” is not an everyday word, and your text does not explain it. Will {{readers}} know it? If not, say “{{plain}}”, or explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsForReaders.last.rare': '“{{word}}” is a rare word, and your text does not explain it (“{{sentence}}”). Will {{readers}} know it? In the texts you write next, explain such a word where it first appears.',
    'jargon.wordsForReaders.last.uncommon': '“{{word}}” is not an everyday word, and your text does not explain it (“{{sentence}}”). Will {{readers}} know it? In the texts you write next, explain such a word where it first appears.',
    'jargon.wordsForReaders.ask.english': '“{{word}}” is written in English, and your text does not explain it. Will {{readers}} know it? If not, explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsForReaders.last.english': '“{{word}}” is written in English, and your text does not explain it (“{{sentence}}”). Will {{readers}} know it? In the texts you write next, explain such a word where it first appears.',
  },
  he: {
    'jargon.wordsForReaders.ask.rare': 'המילה "{{word}}" נדירה, והטקסט שלכם אינו מסביר אותה. האם {{readers}} יכירו אותה? אם לא, הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsForReaders.ask.uncommon': 'המילה "{{word}}" אינה מילה יומיומית, והטקסט שלכם אינו מסביר אותה. האם {{readers}} יכירו אותה? אם לא, הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsForReaders.plain.rare': 'המילה "{{word}}" נדירה, והטקסט שלכם אינו מסביר אותה. האם {{readers}} יכירו אותה? אם לא, כתבו "{{plain}}", או הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsForReaders.plain.uncommon': 'המילה "{{word}}" אינה מילה יומיומית, והטקסט שלכם אינו מסביר אותה. האם {{readers}} יכירו אותה? אם לא, כתבו "{{plain}}", או הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsForReaders.last.rare': 'המילה "{{word}}" נדירה, והטקסט שלכם אינו מסביר אותה ("{{sentence}}"). האם {{readers}} יכירו אותה? בטקסטים הבאים שתכתבו, הסבירו מילה כזו במקום שבו היא מופיעה לראשונה.',
    'jargon.wordsForReaders.last.uncommon': 'המילה "{{word}}" אינה מילה יומיומית, והטקסט שלכם אינו מסביר אותה ("{{sentence}}"). האם {{readers}} יכירו אותה? בטקסטים הבאים שתכתבו, הסבירו מילה כזו במקום שבו היא מופיעה לראשונה.',
    'jargon.wordsForReaders.ask.english': 'המילה "{{word}}" כתובה באנגלית, והטקסט שלכם אינו מסביר אותה. האם {{readers}} יכירו אותה? אם לא, הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsForReaders.last.english': 'המילה "{{word}}" כתובה באנגלית, והטקסט שלכם אינו מסביר אותה ("{{sentence}}"). האם {{readers}} יכירו אותה? בטקסטים הבאים שתכתבו, הסבירו מילה כזו במקום שבו היא מופיעה לראשונה.',
  },
  ar: {
    'jargon.wordsForReaders.ask.rare': 'كلمة «{{word}}» نادرة، ولا يشرحها النص. هل سيعرفها {{readers}}؟ إن لم يكن، يُستحسن شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsForReaders.ask.uncommon': 'كلمة «{{word}}» ليست من الكلمات اليومية، ولا يشرحها النص. هل سيعرفها {{readers}}؟ إن لم يكن، يُستحسن شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsForReaders.plain.rare': 'كلمة «{{word}}» نادرة، ولا يشرحها النص. هل سيعرفها {{readers}}؟ إن لم يكن، يمكن قول «{{plain}}»، أو شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsForReaders.plain.uncommon': 'كلمة «{{word}}» ليست من الكلمات اليومية، ولا يشرحها النص. هل سيعرفها {{readers}}؟ إن لم يكن، يمكن قول «{{plain}}»، أو شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsForReaders.last.rare': 'كلمة «{{word}}» نادرة، ولا يشرحها النص («{{sentence}}»). هل سيعرفها {{readers}}؟ في النصوص القادمة، يُستحسن شرح مثل هذه الكلمة حيث تظهر أول مرة.',
    'jargon.wordsForReaders.last.uncommon': 'كلمة «{{word}}» ليست من الكلمات اليومية، ولا يشرحها النص («{{sentence}}»). هل سيعرفها {{readers}}؟ في النصوص القادمة، يُستحسن شرح مثل هذه الكلمة حيث تظهر أول مرة.',
    'jargon.wordsForReaders.ask.english': 'كلمة «{{word}}» مكتوبة بالإنجليزية، ولا يشرحها النص. هل سيعرفها {{readers}}؟ إن لم يكن، يُستحسن شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsForReaders.last.english': 'كلمة «{{word}}» مكتوبة بالإنجليزية، ولا يشرحها النص («{{sentence}}»). هل سيعرفها {{readers}}؟ في النصوص القادمة، يُستحسن شرح مثل هذه الكلمة حيث تظهر أول مرة.',
  },
});
