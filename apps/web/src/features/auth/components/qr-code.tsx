// A QR code drawn as inline SVG (lib/qr-code.ts: no HTML strings, no network).
import { useMemo } from 'react';
import { qrCodeShape } from '../../../lib/qr-code.ts';

const QUIET_ZONE = 4;

export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrCodeShape(value), [value]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-code"
      viewBox={`-${QUIET_ZONE} -${QUIET_ZONE} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#ffffff" />
      <path fill="#000000" d={path} />
    </svg>
  );
}
