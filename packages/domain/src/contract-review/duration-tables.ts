/**
 * Audit-time duration tables (IAF MD 5:2019 Annex A, ISO/IEC 27006 Annex B; DOMAIN.md §2.2) as data:
 * initial audit time (stage 1 + stage 2, in days) by effective personnel band and complexity. A body
 * edits and versions them on the server; these are the seeded defaults and what the tests pin.
 */

/** A band of effective personnel, inclusive at both ends. */
export interface PersonnelBand {
  from: number;
  to: number;
}

/** Complexity columns: QMS has one ('all'); EMS High/Medium/Low/Limited; OH&SMS has no Limited. */
export type Complexity = 'all' | 'high' | 'medium' | 'low' | 'limited';

export interface DurationTable {
  /** Standard code of the product (Q, E, S, ISMS). */
  standard: string;
  /** Version label, e.g. 'IAF MD 5:2019'. */
  version: string;
  bands: readonly PersonnelBand[];
  /** Days per band, per complexity column (same length as `bands`). */
  columns: Readonly<Partial<Record<Complexity, readonly number[]>>>;
}

const MD5_BANDS: readonly PersonnelBand[] = [
  [1, 5],
  [6, 10],
  [11, 15],
  [16, 25],
  [26, 45],
  [46, 65],
  [66, 85],
  [86, 125],
  [126, 175],
  [176, 275],
  [276, 425],
  [426, 625],
  [626, 875],
  [876, 1175],
  [1176, 1550],
  [1551, 2025],
  [2026, 2675],
  [2676, 3450],
  [3451, 4350],
  [4351, 5450],
  [5451, 6800],
  [6801, 8500],
  [8501, 10700],
].map(([from, to]) => ({ from: from!, to: to! }));

const EMS_HIGH = [3, 3.5, 4.5, 5.5, 7, 8, 9, 11, 12, 13, 15, 16, 17, 19, 20, 21, 23, 25, 27, 28, 30, 32, 34];
const EMS_MEDIUM = [
  2.5, 3, 3.5, 4.5, 5.5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 23, 25, 27,
];
const EMS_LOW = [2.5, 3, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 11, 12, 12, 13, 14, 15, 16, 17, 19, 20];

export const QMS_TABLE: DurationTable = {
  standard: 'Q',
  version: 'IAF MD 5:2019',
  bands: MD5_BANDS,
  columns: {
    all: [1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
  },
};

export const EMS_TABLE: DurationTable = {
  standard: 'E',
  version: 'IAF MD 5:2019',
  bands: MD5_BANDS,
  columns: {
    high: EMS_HIGH,
    medium: EMS_MEDIUM,
    low: EMS_LOW,
    limited: [2.5, 3, 3, 3, 3, 3.5, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14],
  },
};

/** OH&SMS uses the EMS High/Medium/Low numbers and has no Limited column. */
export const OHSMS_TABLE: DurationTable = {
  standard: 'S',
  version: 'IAF MD 5:2019',
  bands: MD5_BANDS,
  columns: { high: EMS_HIGH, medium: EMS_MEDIUM, low: EMS_LOW },
};

/** ISO/IEC 27006 Annex B: the first band covers 1-10, then the MD 5 bands. */
export const ISMS_TABLE: DurationTable = {
  standard: 'ISMS',
  version: 'ISO/IEC 27006:2015',
  bands: [{ from: 1, to: 10 }, ...MD5_BANDS.slice(2)],
  columns: {
    all: [5, 6, 7, 8.5, 10, 11, 12, 13, 14, 15, 16.5, 17.5, 18.5, 19.5, 21, 22, 23, 24, 25, 26, 27, 28],
  },
};

export const DEFAULT_DURATION_TABLES: readonly DurationTable[] = [
  QMS_TABLE,
  EMS_TABLE,
  OHSMS_TABLE,
  ISMS_TABLE,
];

/**
 * The table days for a number of effective personnel. Past the last band the table continues its
 * progression: one more step of the last band's increase per further band width.
 * @example tableDays(QMS_TABLE, 'all', 126) // 8
 */
export function tableDays(table: DurationTable, complexity: Complexity, personnel: number): number | null {
  const days = table.columns[complexity];
  if (!days) return null;
  const index = table.bands.findIndex((b) => personnel >= b.from && personnel <= b.to);
  if (index >= 0) return days[index]!;
  const last = table.bands.at(-1)!;
  if (personnel < table.bands[0]!.from) return null;
  const step = days.at(-1)! - days.at(-2)!;
  const width = last.to - table.bands.at(-2)!.to;
  return days.at(-1)! + Math.ceil((personnel - last.to) / width) * step;
}
