// The cache keys of the De-Jargonizer API's data in the app's one query cache
// (app/providers.tsx): one scheme, from the most general part to the most specific, so the
// De-Jargonizer and Compare share the answers they both ask for.
export const deJargonizerKeys = {
  all: ['de-jargonizer'] as const,
  periods: () => [...deJargonizerKeys.all, 'periods'] as const,
  dictionary: (period: string) => [...deJargonizerKeys.all, 'dictionary', period] as const,
  wordDetails: (period: string, word: string) => [...deJargonizerKeys.all, 'word', period, word] as const,
};
