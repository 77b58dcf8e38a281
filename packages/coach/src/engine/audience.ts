// Audience levels shared by the scripts and the coaches. Half Life asks for the audience's
// science background (docs/product.md §4); the comfortable sentence lengths are the coach's rule of
// thumb for how long a sentence such readers follow without effort.
import { coachMessages } from '../messages/coach.ts';

export type AudienceLevel = 'elementary' | 'juniorHigh' | 'highSchool' | 'adults';

export interface AudienceProfile {
  readonly level: AudienceLevel;
  /** How the coach names the readers in a sentence ("readers with elementary school science"). */
  readonly readers: string;
  /** Longest sentence, in words, such readers follow comfortably. */
  readonly comfortableSentenceWords: number;
  /** The same, as the coach says it ("about 10–12 words"). */
  readonly comfortableLabel: string;
}

const comfortableSentenceWords: Readonly<Record<AudienceLevel, number>> = { elementary: 12, juniorHigh: 14, highSchool: 18, adults: 20 };

// The phrases in English, the chat catalogue's own (chat/phrases.ts says them in the site's language).
const english = coachMessages.en;
const audienceProfiles = Object.fromEntries(
  Object.entries(comfortableSentenceWords).map(([level, words]) => [
    level,
    { level, readers: english[`coach.readers.${level}`], comfortableSentenceWords: words, comfortableLabel: english[`coach.sentenceLength.${level}`] },
  ]),
) as Readonly<Record<AudienceLevel, AudienceProfile>>;

/** Without a chosen audience the coach writes for the broadest one that still reads adult text. */
export function audienceProfile(level: AudienceLevel | null): AudienceProfile {
  return audienceProfiles[level ?? 'adults'];
}
