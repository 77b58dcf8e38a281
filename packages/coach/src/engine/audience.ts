// Audience levels shared by the scripts and the coaches. Half Life asks for the audience's
// science background (docs/product.md §4); the comfortable sentence lengths are the coach's rule of
// thumb for how long a sentence such readers follow without effort.

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

export const audienceProfiles: Readonly<Record<AudienceLevel, AudienceProfile>> = {
  elementary: {
    level: 'elementary',
    readers: 'readers with elementary school science',
    comfortableSentenceWords: 12,
    comfortableLabel: 'about 10–12 words',
  },
  juniorHigh: {
    level: 'juniorHigh',
    readers: 'readers with junior high school science',
    comfortableSentenceWords: 14,
    comfortableLabel: 'about 14 words',
  },
  highSchool: {
    level: 'highSchool',
    readers: 'readers with high school science',
    comfortableSentenceWords: 18,
    comfortableLabel: 'about 18 words',
  },
  adults: {
    level: 'adults',
    readers: 'adult readers with mixed backgrounds',
    comfortableSentenceWords: 20,
    comfortableLabel: 'about 20 words',
  },
};

/** Without a chosen audience the coach writes for the broadest one that still reads adult text. */
export function audienceProfile(level: AudienceLevel | null): AudienceProfile {
  return audienceProfiles[level ?? 'adults'];
}
