// Which voice reads the selection: the first voice whose language
// matches the panel's language, else the first voice. A few of our codes are not the tags
// speech engines use, so they are matched through the engine's tags.

export type VoiceLike = { lang: string; name: string };

/** Engine language tags that read one of our languages ("sh" has no voices of its own; Wu is read by Chinese voices). */
const VOICE_LANGUAGES: Record<string, readonly string[]> = {
  sh: ['sh', 'hr', 'sr', 'bs'],
  wuu: ['wuu', 'zh'],
  he: ['he', 'iw'],
};

function primaryTag(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

export function pickVoice<Voice extends VoiceLike>(voices: readonly Voice[], language: string): Voice | undefined {
  const wanted = VOICE_LANGUAGES[primaryTag(language)] ?? [primaryTag(language)];
  const exact = voices.find((voice) => voice.lang.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  for (const tag of wanted) {
    const match = voices.find((voice) => primaryTag(voice.lang) === tag);
    if (match) return match;
  }
  return voices[0];
}
