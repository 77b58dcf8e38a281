// Messages of the abbreviations area: an abbreviation not spelled out where it is first used
// (not-spelled-out.ts). {{abbreviations}} arrive quoted and joined in the language. Hebrew speaks
// in the plural, Arabic without grammatical gender (an impersonal form), so neither assumes the
// writer's gender.
import type { FindingCatalogue } from '../../findings/messages/catalogue.ts';

export const abbreviationsMessages: FindingCatalogue = {
  en: {
    'abbreviations.spellOut.one': 'You use {{abbreviations}} without spelling it out: “{{sentence}}” Spell it out the first time, then give the short form in brackets.',
    'abbreviations.spellOut.many': 'You use {{abbreviations}} without spelling them out: “{{sentence}}” Spell each out the first time, then give the short form in brackets.',
  },
  he: {
    'abbreviations.spellOut.one': 'הקיצור {{abbreviations}} מופיע בלי שנכתב במלואו: "{{sentence}}" כתבו אותו במלואו בפעם הראשונה, ואחריו את הקיצור בסוגריים.',
    'abbreviations.spellOut.many': 'הקיצורים {{abbreviations}} מופיעים בלי שנכתבו במלואם: "{{sentence}}" כתבו כל אחד מהם במלואו בפעם הראשונה, ואחריו את הקיצור בסוגריים.',
  },
  ar: {
    'abbreviations.spellOut.one': 'يرد الاختصار {{abbreviations}} دون كتابته كاملًا: «{{sentence}}» يُكتب كاملًا في أول مرة يرد فيها، ثم يأتي الاختصار بين قوسين.',
    'abbreviations.spellOut.many': 'ترد الاختصارات {{abbreviations}} دون كتابتها كاملةً: «{{sentence}}» يُكتب كلٌّ منها كاملًا في أول مرة يرد فيها، ثم يأتي الاختصار بين قوسين.',
  },
};
