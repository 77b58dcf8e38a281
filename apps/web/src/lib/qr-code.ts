// QR codes drawn in the browser (no network) from qrcode-generator's matrix, error correction M:
// the dark modules as one SVG path, for an inline <svg> (two-factor set-up) or a standalone SVG
// file (the links of a study and of a reader check, shown as an image and downloadable).
import qrcode from 'qrcode-generator';

export interface QrCodeShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** The dark modules as an SVG path, one unit per module, each row's runs merged. */
  path: string;
}

export function qrCodeShape(text: string): QrCodeShape {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.isDark(row, col)) col++;
      runs.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size, path: runs.join('') };
}

/** The code as a standalone SVG file's data URL, with a quiet zone of `margin` modules. */
export function qrCodeDataUrl(text: string, margin = 2): string {
  const { size, path } = qrCodeShape(text);
  const side = size + 2 * margin;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-${margin} -${margin} ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect x="-${margin}" y="-${margin}" width="${side}" height="${side}" fill="#ffffff"/>` +
    `<path fill="#000000" d="${path}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
