// Hand labels of the sampled rare words of wordnet-meanings-eval.ts: for each word, the start of
// the first definition shown when it was read, and whether a meaning shown fits the word's sense in
// its sentence. A label whose definition is no longer shown is not counted.
import type { WordnetLanguage } from '../src/language-wordnets.ts';

export interface WordnetMeaningLabel {
  readonly definition: string;
  readonly fits: boolean;
}

export const WORDNET_MEANING_LABELS: Record<WordnetLanguage, Readonly<Record<string, WordnetMeaningLabel>>> = {
  he: {
    'והמליחות': { definition: 'הטעם שמרגישים בפה כשאוכלים משהו מלוח', fits: false },
    'הפונמות': { definition: 'יחידה אחת מתוך מערכת צלילים בשפה מסוימת,', fits: true },
    'האלסטיות': { definition: 'מסוגל לחזור בקלות לצורתו המקורית לאחר שכ', fits: false },
    'התחביר': { definition: 'התחום בחקר הלשון העוסק בחוקים שבאמצעותם ', fits: true },
    'ומינרלי': { definition: 'חומר מוצק הומוגני אי-אורגני הנמצא בטבע ו', fits: true },
    'החרסית': { definition: 'חומר רך, בדרך כלל לבן, המשמש בקרמיקה ליי', fits: true },
    'החזאים': { definition: 'אדם החוזה את מזג האוויר, לרוב במסגרת שיר', fits: true },
    'להתחסן': { definition: 'נתן או לקח חיסון (לרוב בצורת זריקה) על מ', fits: true },
    'נבט': { definition: 'תהליך תחילת הצמיחה של זרע או נגב', fits: false },
    'מקושט': { definition: 'שקישטו אותו', fits: true },
    'בקיבוץ': { definition: 'יישוב כפרי ייחודי לישראל, שמייסדיו ביססו', fits: true },
    'המגלשה': { definition: 'מתקן משחקים שבו משטח משופע עליו אפשר להח', fits: true },
    'ומכשכש': { definition: 'נענע או הזיז מצד לצד (זנב או אצבעות)', fits: true },
    'לשמשייה': { definition: 'מתקן הדומה למטרייה והמשמש להגנה מפני השמש', fits: true },
    'התנע': { definition: 'בפיזיקה: מכפלת מאסה של גוף כלשהו במהירות', fits: true },
    'בגיבוש': { definition: 'התהליך של הפיכת דבר מה לחטיבה אחת, לרוב ', fits: false },
  },
  ar: {
    'سعل': { definition: 'speak in an unfriendly tone', fits: false },
    'امتلأت': { definition: 'make full, also in a metaphorical sense', fits: true },
    'الانقسام': { definition: 'being twofold', fits: false },
    'قارن': { definition: 'deal with (something unpleasant) head on', fits: true },
    'الإنزيم': { definition: 'any of several complex proteins that are', fits: true },
    'الهيموغلوبين': { definition: 'a hemoprotein composed of globin and hem', fits: true },
    'البروتون': { definition: 'a stable particle with positive charge e', fits: true },
    'التشابك': { definition: 'the property of partial coincidence in t', fits: false },
    'الأكسدة': { definition: 'the process of oxidizing', fits: true },
    'الهيدروكربونات': { definition: 'an organic compound containing only carb', fits: true },
    'بالتقطير': { definition: 'the process of purifying a liquid by boi', fits: true },
    'بمطياف': { definition: 'an optical instrument for spectrographic', fits: true },
    'الأملاح': { definition: 'a compound formed by replacing hydrogen ', fits: true },
    'المذيبات': { definition: 'a liquid substance capable of dissolving', fits: true },
    'التجزئة': { definition: 'a process that uses heat to separate a s', fits: false },
    'بالتزامن': { definition: 'the relation that exists when things occ', fits: true },
    'الانكماش': { definition: 'the act of becoming less', fits: true },
    'السيولة': { definition: 'the state in which a substance exhibits ', fits: false },
    'السعرية': { definition: 'the property of having material worth (o', fits: true },
    'والتباين': { definition: 'the quality of being unlike or dissimila', fits: false },
    'الانحدار': { definition: 'an elevated geological formation', fits: false },
    'تباعد': { definition: 'indifference by personal withdrawal', fits: false },
    'المشابك': { definition: 'a fastener (as a buckle or hook) that is', fits: false },
    'الزاوي': { definition: 'measured by an angle or by the rate of c', fits: true },
    'القاعدي': { definition: 'relating to or containing an alkali', fits: true },
    'التدرج': { definition: 'relative position in a graded series', fits: false },
    'التيسير': { definition: 'elimination of superfluous details', fits: false },
    'الكمي': { definition: 'expressible as a quantity or relating to', fits: true },
    'الوفد': { definition: 'a group of representatives or delegates', fits: true },
    'انقسم': { definition: 'separate into parts or portions', fits: true },
    // A bacterial strain, not a person's descendants.
    'لسلالتين': { definition: 'the descendants of one individual', fits: false },
    'قسمناهم': { definition: 'separate into parts or portions', fits: true },
    'ذرتان': { definition: '(nontechnical usage) a tiny piece of any', fits: true },
    'حفاز': { definition: '(chemistry) a substance that initiates o', fits: true },
    'اللدونة': { definition: 'the property of being flexible', fits: true },
    'المستضدات': { definition: 'any substance (as a toxin or enzyme) tha', fits: true },
    'الغلوبولينات': { definition: 'a family of proteins found in blood and', fits: true },
    'لوغاريتمية': { definition: 'of or relating to or using logarithms', fits: true },
    'تستنفد': { definition: 'make clean by removing dirt, filth, or u', fits: true },
  },
};
