// An abbreviation not spelled out where it is first used (not-spelled-out.ts), asked about: whether
// the readers know one is the writer's call (the statement it replaced, "spell it out", was false
// for EEG and fMRI before researchers and EUR anywhere: 4 of 14 fresh remarks). {{abbreviations}}
// arrive quoted and joined in the language. Hebrew speaks in the plural, Arabic without grammatical
// gender (an impersonal form), so neither assumes the writer's gender.
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const askReadersKind = ruleKind('abbreviations.askReaders', form('abbreviations', 'question'), {
  en: {
    'abbreviations.askReaders.one': 'Will your readers know {{abbreviations}}? It is not spelled out where it first appears: “{{sentence}}” If they may not, spell it out there and give the short form in brackets.',
    'abbreviations.askReaders.many': 'Will your readers know {{abbreviations}}? They are not spelled out where they first appear: “{{sentence}}” Any they may not know, spell out there and give the short form in brackets.',
  },
  he: {
    'abbreviations.askReaders.one': 'האם הקוראים שלכם יכירו את {{abbreviations}}? הקיצור לא נכתב במלואו במקום שבו הוא מופיע לראשונה: "{{sentence}}" אם ייתכן שלא, כתבו אותו שם במלואו, ואחריו את הקיצור בסוגריים.',
    'abbreviations.askReaders.many': 'האם הקוראים שלכם יכירו את {{abbreviations}}? הקיצורים לא נכתבו במלואם במקום שבו הם מופיעים לראשונה: "{{sentence}}" כל קיצור שייתכן שאינו מוכר להם, כתבו שם במלואו, ואחריו את הקיצור בסוגריים.',
  },
  ar: {
    'abbreviations.askReaders.one': 'هل سيعرف القرّاء الاختصار {{abbreviations}}؟ لم يُكتب كاملًا حيث يرد أول مرة: «{{sentence}}» إن كان قد يخفى عليهم، فيُستحسن كتابته كاملًا هناك، ثم الاختصار بين قوسين.',
    'abbreviations.askReaders.many': 'هل سيعرف القرّاء الاختصارات {{abbreviations}}؟ لم تُكتب كاملةً حيث ترد أول مرة: «{{sentence}}» ما قد يخفى عليهم منها يُستحسن كتابته كاملًا هناك، ثم الاختصار بين قوسين.',
  },
});
