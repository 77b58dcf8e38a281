// The multi-select's search (components/multi-select.tsx): names that start with the text
// first, then those that contain it, each in list order; case does not matter.
import type { Choice } from './option-labels.ts';

export function filterChoices(choices: Choice[], text: string): Choice[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return choices;
  const starts: Choice[] = [];
  const contains: Choice[] = [];
  for (const choice of choices) {
    const name = choice.label.toLocaleLowerCase();
    if (name.startsWith(needle)) starts.push(choice);
    else if (name.includes(needle)) contains.push(choice);
  }
  return [...starts, ...contains];
}
