// Inline SVG icons (no icon font, no third-party request). Decorative: hidden from assistive tech.
import { EXERCISE_IDS, exerciseManifest } from '@scicomm/shared/exercises';
import type { ToolId } from '@scicomm/shared';

/** Each exercise's icon is in its manifest entry (@scicomm/shared/exercises), under its slug. */
const paths: Record<ToolId | 'menu' | 'close' | 'chevron', string> = {
  'de-jargonizer': 'M4 6h16M4 12h10M4 18h7M17 14l3 3-3 3M14 17h6',
  ...(Object.fromEntries(EXERCISE_IDS.map((id) => [exerciseManifest[id].slug, exerciseManifest[id].icon])) as Record<
    Exclude<ToolId, 'de-jargonizer'>,
    string
  >),
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M8 10l4 4 4-4',
};

export function Icon({ name, className }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg
      className={className ?? 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
