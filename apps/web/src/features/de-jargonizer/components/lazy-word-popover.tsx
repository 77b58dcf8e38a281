// The word popover (word-popover.tsx) is fetched when a writer first picks a marked word, not
// with the page: Radix Popover's positioning code and the frequency chart are ~10 KB Brotli that
// a first visit does not need (docs/performance.md). Once loaded it stays mounted.
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { WordPopover as WordPopoverComponent } from './word-popover.tsx';

const WordPopover = lazy(async () => ({ default: (await import('./word-popover.tsx')).WordPopover }));

export function LazyWordPopover(props: ComponentProps<typeof WordPopoverComponent>) {
  const [wanted, setWanted] = useState(false);
  if (props.word !== null && !wanted) setWanted(true);
  if (!wanted && props.word === null) return null;
  return (
    <Suspense fallback={null}>
      <WordPopover {...props} />
    </Suspense>
  );
}
