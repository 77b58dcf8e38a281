// The two worked examples of the Instructions page (docs/product.md §2), with the figures the measure gives
// them in the default period (checked against the real dictionaries by examples.test.ts).
export interface WorkedExample {
  readonly key: 'example1' | 'example2';
  readonly text: string;
  readonly counts: {
    readonly total: number;
    readonly common: number;
    readonly mid: number;
    readonly rare: number;
  };
  readonly percentages: { readonly common: number; readonly mid: number; readonly rare: number };
  readonly score: number;
}

export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    key: 'example1',
    text: "Mitochondrial dysfunction precipitates oxidative stress, which exacerbates neuronal apoptosis in neurodegenerative pathologies such as Parkinson's disease.",
    counts: { total: 16, common: 7, mid: 3, rare: 6 },
    percentages: { common: 44, mid: 19, rare: 38 },
    score: 53,
  },
  {
    key: 'example2',
    text: "When the power stations inside our cells break down, they release harmful chemicals. These chemicals kill brain cells, which is what happens in illnesses such as Parkinson's disease.",
    counts: { total: 28, common: 25, mid: 3, rare: 0 },
    percentages: { common: 89, mid: 11, rare: 0 },
    score: 95,
  },
];
