// Inline SVG icons of the widget: decorative (aria-hidden), drawn in currentColor so they follow
// the button's colour, and inline so the widget makes no request for them.
import type { ReactElement } from 'react';

type IconProps = { className?: string };

function Svg({ className, children }: IconProps & { children: ReactElement | ReactElement[] }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function AccessibilityIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="4.5" r="2" fill="currentColor" />
      <path d="M4 8.5 L12 10 L20 8.5" />
      <path d="M12 10 V15 L8.5 21.5" />
      <path d="M12 15 L15.5 21.5" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6 L18 18" />
      <path d="M18 6 L6 18" />
    </Svg>
  );
}

export function ResetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 12 A9 9 0 1 0 6 5.3" />
      <path d="M3 4 V9 H8" />
    </Svg>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 9 L12 15 L18 9" />
    </Svg>
  );
}

export function ContentIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 20 L10 4 L16 20" />
      <path d="M6.5 14 H13.5" />
      <path d="M17 10 H22 M19.5 7.5 V12.5" />
    </Svg>
  );
}

export function ColorsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3 C12 3 5 10.5 5 15 A7 7 0 0 0 19 15 C19 10.5 12 3 12 3 Z" />
      <path d="M12 22 V8" />
    </Svg>
  );
}

export function ToolsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14.5 5.5 A4 4 0 0 0 19 11 L21 9 A6 6 0 0 1 13 3 Z" />
      <path d="M15 9 L4 20" />
    </Svg>
  );
}
