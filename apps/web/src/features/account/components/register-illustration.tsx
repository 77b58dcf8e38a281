// The register page's background picture (docs/product.md §2 "right background image"): our own SVG of a
// notebook, a speech bubble and a flask, drawn here so no image comes from anywhere else.
// Decorative only: hidden from assistive technology.
export function RegisterIllustration() {
  return (
    <svg
      className="auth-illustration"
      viewBox="0 0 400 480"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id="auth-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b5cad" />
          <stop offset="1" stopColor="#08315e" />
        </linearGradient>
      </defs>
      <rect width="400" height="480" fill="url(#auth-sky)" />
      <g fill="#ffffff" opacity="0.08">
        <circle cx="70" cy="80" r="60" />
        <circle cx="340" cy="400" r="90" />
        <circle cx="330" cy="90" r="24" />
      </g>
      <g transform="translate(70 150)">
        <rect width="170" height="220" rx="14" fill="#f7f8fa" />
        <rect x="-8" y="18" width="16" height="10" rx="4" fill="#c2410c" />
        <rect x="-8" y="68" width="16" height="10" rx="4" fill="#c2410c" />
        <rect x="-8" y="118" width="16" height="10" rx="4" fill="#c2410c" />
        <rect x="-8" y="168" width="16" height="10" rx="4" fill="#c2410c" />
        <g fill="#1b1f24" opacity="0.75">
          <rect x="28" y="34" width="110" height="8" rx="4" />
          <rect x="28" y="56" width="90" height="8" rx="4" />
          <rect x="28" y="78" width="118" height="8" rx="4" />
        </g>
        <rect x="28" y="100" width="64" height="8" rx="4" fill="#b45309" />
        <rect x="98" y="100" width="42" height="8" rx="4" fill="#1b1f24" opacity="0.75" />
        <rect x="28" y="122" width="40" height="8" rx="4" fill="#1b1f24" opacity="0.75" />
        <rect x="74" y="122" width="60" height="8" rx="4" fill="#b91c1c" />
        <rect x="28" y="144" width="100" height="8" rx="4" fill="#1b1f24" opacity="0.75" />
      </g>
      <g transform="translate(220 110)">
        <path
          d="M0 18 C0 8 8 0 18 0 H132 C142 0 150 8 150 18 V78 C150 88 142 96 132 96 H46 L20 118 L24 96 H18 C8 96 0 88 0 78 Z"
          fill="#ffffff"
        />
        <g fill="#0b5cad">
          <circle cx="48" cy="48" r="8" />
          <circle cx="75" cy="48" r="8" />
          <circle cx="102" cy="48" r="8" />
        </g>
      </g>
      <g
        transform="translate(250 300)"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinejoin="round"
      >
        <path d="M30 0 V44 L0 104 C-4 112 2 120 10 120 H90 C98 120 104 112 100 104 L70 44 V0" />
        <path d="M22 0 H78" strokeLinecap="round" />
        <path d="M14 88 H86 L98 112 H2 Z" fill="#ffffff" opacity="0.35" stroke="none" />
      </g>
    </svg>
  );
}
