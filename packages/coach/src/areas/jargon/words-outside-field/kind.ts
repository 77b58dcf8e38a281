// The words a reader outside the writer's field may not know, in a Coherence or Critical Thinking
// text (words-for-readers.ts, at the adults' level): those exercises chose no readers, so the
// question names the readers every abstract meets beyond its field. Its own kind, measured apart
// from the words question of a text for chosen readers (docs/exercises.md "How the coach decides").
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const wordsOutsideFieldKind = ruleKind('jargon.wordsOutsideField', form('jargon', 'question'), {
  en: {
    'jargon.wordsOutsideField.ask.rare': '“{{word}}” is a rare word, and your text does not explain it. Will readers outside your field know it? If not, explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsOutsideField.ask.uncommon': '“{{word}}” is not an everyday word, and your text does not explain it. Will readers outside your field know it? If not, explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsOutsideField.plain.rare': '“{{word}}” is a rare word, and your text does not explain it. Will readers outside your field know it? If not, say “{{plain}}”, or explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsOutsideField.plain.uncommon': '“{{word}}” is not an everyday word, and your text does not explain it. Will readers outside your field know it? If not, say “{{plain}}”, or explain it in a few plain words where it first appears: “{{sentence}}”',
    'jargon.wordsOutsideField.ask.english': '“{{word}}” is written in English, and your text does not explain it. Will readers outside your field know it? If not, explain it in a few plain words where it first appears: “{{sentence}}”',
  },
  he: {
    'jargon.wordsOutsideField.ask.rare': 'המילה "{{word}}" נדירה, והטקסט שלכם אינו מסביר אותה. האם קוראים מחוץ לתחום שלכם יכירו אותה? אם לא, הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsOutsideField.ask.uncommon': 'המילה "{{word}}" אינה מילה יומיומית, והטקסט שלכם אינו מסביר אותה. האם קוראים מחוץ לתחום שלכם יכירו אותה? אם לא, הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsOutsideField.plain.rare': 'המילה "{{word}}" נדירה, והטקסט שלכם אינו מסביר אותה. האם קוראים מחוץ לתחום שלכם יכירו אותה? אם לא, כתבו "{{plain}}", או הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsOutsideField.plain.uncommon': 'המילה "{{word}}" אינה מילה יומיומית, והטקסט שלכם אינו מסביר אותה. האם קוראים מחוץ לתחום שלכם יכירו אותה? אם לא, כתבו "{{plain}}", או הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
    'jargon.wordsOutsideField.ask.english': 'המילה "{{word}}" כתובה באנגלית, והטקסט שלכם אינו מסביר אותה. האם קוראים מחוץ לתחום שלכם יכירו אותה? אם לא, הסבירו אותה בכמה מילים פשוטות במקום שבו היא מופיעה לראשונה: "{{sentence}}"',
  },
  ar: {
    'jargon.wordsOutsideField.ask.rare': 'كلمة «{{word}}» نادرة، ولا يشرحها النص. هل سيعرفها قرّاء من خارج هذا التخصص؟ إن لم يكن، يُستحسن شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsOutsideField.ask.uncommon': 'كلمة «{{word}}» ليست من الكلمات اليومية، ولا يشرحها النص. هل سيعرفها قرّاء من خارج هذا التخصص؟ إن لم يكن، يُستحسن شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsOutsideField.plain.rare': 'كلمة «{{word}}» نادرة، ولا يشرحها النص. هل سيعرفها قرّاء من خارج هذا التخصص؟ إن لم يكن، يمكن قول «{{plain}}»، أو شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsOutsideField.plain.uncommon': 'كلمة «{{word}}» ليست من الكلمات اليومية، ولا يشرحها النص. هل سيعرفها قرّاء من خارج هذا التخصص؟ إن لم يكن، يمكن قول «{{plain}}»، أو شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
    'jargon.wordsOutsideField.ask.english': 'كلمة «{{word}}» مكتوبة بالإنجليزية، ولا يشرحها النص. هل سيعرفها قرّاء من خارج هذا التخصص؟ إن لم يكن، يُستحسن شرحها ببضع كلمات بسيطة حيث تظهر أول مرة: «{{sentence}}»',
  },
});
