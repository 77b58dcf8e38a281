// The 37 languages the widget offers, each with a stable code that
// names its locale file (`locales/{code}.json`, served at `{localeBaseUrl}/{code}.json`), its
// name in its own language (shown in the selector, marked with `lang`) and its English name
// (so a search for "German" finds "Deutsch").

export type LanguageOption = {
  /** BCP 47 tag; also the locale file name. */
  code: string;
  englishName: string;
  nativeName: string;
};

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', englishName: 'English', nativeName: 'English' },
  { code: 'he', englishName: 'Hebrew', nativeName: 'עברית' },
  { code: 'ru', englishName: 'Russian', nativeName: 'Русский' },
  { code: 'zh', englishName: 'Mandarin', nativeName: '普通话' },
  { code: 'es', englishName: 'Spanish', nativeName: 'Español' },
  { code: 'ar', englishName: 'Arabic', nativeName: 'العربية' },
  { code: 'bn', englishName: 'Bengali', nativeName: 'বাংলা' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'pt', englishName: 'Portuguese', nativeName: 'Português' },
  { code: 'ja', englishName: 'Japanese', nativeName: '日本語' },
  { code: 'de', englishName: 'German', nativeName: 'Deutsch' },
  { code: 'wuu', englishName: 'Chinese (Wu)', nativeName: '吴语' },
  { code: 'ko', englishName: 'Korean', nativeName: '한국어' },
  { code: 'fr', englishName: 'French', nativeName: 'Français' },
  { code: 'tr', englishName: 'Turkish', nativeName: 'Türkçe' },
  { code: 'vi', englishName: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'te', englishName: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'mr', englishName: 'Marathi', nativeName: 'मराठी' },
  { code: 'ta', englishName: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'it', englishName: 'Italian', nativeName: 'Italiano' },
  { code: 'ur', englishName: 'Urdu', nativeName: 'اردو' },
  { code: 'gu', englishName: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'pl', englishName: 'Polish', nativeName: 'Polski' },
  { code: 'uk', englishName: 'Ukrainian', nativeName: 'Українська' },
  { code: 'fa', englishName: 'Persian', nativeName: 'فارسی' },
  { code: 'ml', englishName: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'kn', englishName: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'or', englishName: 'Oriya', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'ro', englishName: 'Romanian', nativeName: 'Română' },
  { code: 'az', englishName: 'Azerbaijani', nativeName: 'Azərbaycanca' },
  { code: 'ha', englishName: 'Hausa', nativeName: 'Hausa' },
  { code: 'my', englishName: 'Burmese', nativeName: 'မြန်မာ' },
  { code: 'sh', englishName: 'Serbo-Croatian', nativeName: 'Srpskohrvatski' },
  { code: 'th', englishName: 'Thai', nativeName: 'ไทย' },
  { code: 'nl', englishName: 'Dutch', nativeName: 'Nederlands' },
  { code: 'yo', englishName: 'Yoruba', nativeName: 'Yorùbá' },
  { code: 'sd', englishName: 'Sindhi', nativeName: 'سنڌي' },
];

const BY_CODE = new Map(LANGUAGES.map((language) => [language.code, language]));

/**
 * Right-to-left: ar, fa, he, he-IL and ur, plus Sindhi, whose locale is written in
 * its Perso-Arabic script and would read backwards left to right.
 */
const RTL_CODES = new Set(['ar', 'fa', 'he', 'he-il', 'ur', 'sd']);

export function isRtlLanguage(code: string): boolean {
  const lower = code.toLowerCase();
  return RTL_CODES.has(lower) || RTL_CODES.has(lower.split('-')[0] ?? '');
}

export function findLanguage(code: string): LanguageOption | undefined {
  return BY_CODE.get(code);
}

/** Other tags that mean one of our languages ("he-IL" → "he", "iw" → "he", "cmn" → "zh", "hr" → "sh"). */
const ALIASES: Record<string, string> = {
  iw: 'he',
  cmn: 'zh',
  hr: 'sh',
  sr: 'sh',
  bs: 'sh',
  hbs: 'sh',
  pes: 'fa',
  prs: 'fa',
  ory: 'or',
};

/**
 * Maps a stored or browser language tag to one of ours, or undefined: exact code first, then
 * the primary subtag ("pt-BR" → "pt"), then an alias.
 */
export function resolveLanguage(tag: string | null | undefined): string | undefined {
  if (typeof tag !== 'string' || tag.trim() === '') return undefined;
  const lower = tag.trim().toLowerCase();
  if (BY_CODE.has(lower)) return lower;
  const primary = lower.split(/[-_]/)[0] ?? '';
  if (BY_CODE.has(primary)) return primary;
  return ALIASES[primary];
}
