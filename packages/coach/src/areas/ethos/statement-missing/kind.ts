// The writer's own credibility statement against the text (statement-missing.ts): most of its words
// not found. Hebrew speaks in the plural, Arabic without grammatical gender.
import { form, ruleKind } from '../../../findings/kind-definition.ts';

export const statementMissingKind = ruleKind('ethos.statementMissing', form('ethos', 'statement'), {
  en: {
    'ethos.statementMissing': 'Most of what you told me about yourself is not in the summary yet. Add it in a sentence of your own, for example as you told me: “{{statement}}”.',
    'ethos.statementMissing.last': 'Most of what you told me about yourself did not make it into your final summary. In the texts you write next, say it, for example as you told me: “{{statement}}”.',
  },
  he: {
    'ethos.statementMissing': 'רוב מה שסיפרתם לי על עצמכם עוד לא נמצא בתקציר. הוסיפו אותו במשפט משלכם, למשל כפי שסיפרתם לי: "{{statement}}".',
    'ethos.statementMissing.last': 'רוב מה שסיפרתם לי על עצמכם לא נכנס לתקציר הסופי. בטקסטים הבאים שתכתבו, אמרו את זה, למשל כפי שסיפרתם לי: "{{statement}}".',
  },
  ar: {
    'ethos.statementMissing': 'معظم ما أخبرتني به عن نفسك ليس في الملخص بعد. من المفيد إضافته في جملة من عندك، مثلًا كما أخبرتني: «{{statement}}».',
    'ethos.statementMissing.last': 'معظم ما أخبرتني به عن نفسك لم يدخل ملخصك النهائي. في نصوصك القادمة، من المفيد ذكره، مثلًا كما أخبرتني: «{{statement}}».',
  },
});
