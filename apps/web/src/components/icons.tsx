// Inline SVG icons (no icon font, no third-party request). Decorative: hidden from assistive tech.
import type { ToolId } from '@scicomm/shared';

const paths: Record<ToolId | 'menu' | 'close' | 'chevron', string> = {
  'de-jargonizer': 'M4 6h16M4 12h10M4 18h7M17 14l3 3-3 3M14 17h6',
  'half-life': 'M12 3a9 9 0 1 0 9 9h-9zM14 3.3A9 9 0 0 1 20.7 10H14z',
  'persuasion-rhetorics': 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5',
  coherence: 'M7 7a3 3 0 1 0 0 .01M17 17a3 3 0 1 0 0 .01M9.5 8.5l5 7M17 7a3 3 0 1 0 0 .01M7 17a3 3 0 1 0 0 .01',
  'critical-thinking': 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z',
  ethics: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0zM8 21h8',
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
