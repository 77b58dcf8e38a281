// A QR code drawn as SVG squares from qrcode-generator's matrix (no HTML strings, no network).
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export function QrCode({ value, label }: { value: string; label: string }) {
  const cells = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    const dark: Array<[number, number]> = [];
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) dark.push([col, row]);
    return { count, dark };
  }, [value]);
  const size = cells.count + 8;
  return (
    <svg
      className="qr-code"
      viewBox={`-4 -4 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x="-4" y="-4" width={size} height={size} fill="#ffffff" />
      <path fill="#000000" d={cells.dark.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('')} />
    </svg>
  );
}
