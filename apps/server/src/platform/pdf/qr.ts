import QRCode from 'qrcode';

/**
 * A QR code as its module matrix, for drawing as vector squares (crisp at any print size and a few
 * hundred bytes, unlike an embedded bitmap). Error correction M survives a stamp or a fold.
 */
export interface QrMatrix {
  size: number;
  dark(row: number, col: number): boolean;
}

export function qrMatrix(data: string): QrMatrix {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/** Dark runs per row, merged horizontally so a 33×33 code is ~300 rectangles instead of ~600. */
export function qrRuns(matrix: QrMatrix): Array<{ row: number; col: number; length: number }> {
  const runs: Array<{ row: number; col: number; length: number }> = [];
  for (let row = 0; row < matrix.size; row++) {
    let start = -1;
    for (let col = 0; col <= matrix.size; col++) {
      const dark = col < matrix.size && matrix.dark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return runs;
}
