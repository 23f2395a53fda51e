/**
 * 毛利分析's chart: per row of the page, a bar of the revenue received, of the settlements and of
 * the gross margin (negative below the axis). Plain SVG (no chart library in the bundle); each bar
 * is a button opening the records behind it.
 */
import type { GrossMarginRow, MarginFigure } from './api';
import type { SettlementT } from './texts';

const BARS = [
  { key: 'revenue', color: '#1677ff' },
  { key: 'settlement', color: '#faad14' },
  { key: 'margin', color: '#52c41a' },
] as const;

const yuan = (v: string) => Number(v);

export function MarginChart({
  t,
  rows,
  onOpen,
}: {
  t: SettlementT;
  rows: readonly GrossMarginRow[];
  onOpen: (row: GrossMarginRow, figure: MarginFigure) => void;
}) {
  if (rows.length === 0) return null;
  const shown = rows.slice(0, 12);
  const values = shown.flatMap((r) => BARS.map((b) => yuan(r[b.key])));
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const height = 220;
  const top = 16;
  const scale = (height - top) / (max - min || 1);
  const zero = top + max * scale;
  const group = 3 * 22 + 24;
  const width = Math.max(480, shown.length * group + 60);
  return (
    <figure style={{ margin: '0 0 12px' }} aria-label={t('margin.chart')}>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 12, marginBottom: 4 }}>
        <strong>{t('margin.chart')}</strong>
        {BARS.map((b) => (
          <span key={b.key}>
            <span
              style={{ display: 'inline-block', width: 10, height: 10, background: b.color, marginRight: 4 }}
            />
            {t(`margin.${b.key}`)}
          </span>
        ))}
        <span style={{ color: '#595959' }}>{t('margin.clickHint')}</span>
      </figcaption>
      <div style={{ overflowX: 'auto' }}>
        <svg width={width} height={height + 40}>
          <title>{t('margin.chart')}</title>
          <line x1={40} x2={width} y1={zero} y2={zero} stroke="#d9d9d9" />
          <text x={36} y={top + 4} fontSize={10} textAnchor="end" fill="#595959">
            {max.toFixed(0)}
          </text>
          <text x={36} y={zero + 4} fontSize={10} textAnchor="end" fill="#595959">
            0
          </text>
          {shown.map((row, i) => {
            const x0 = 48 + i * group;
            return (
              <g key={row.key || row.name}>
                {BARS.map((b, j) => {
                  const v = yuan(row[b.key]);
                  const h = Math.abs(v) * scale;
                  const y = v >= 0 ? zero - h : zero;
                  const figure: MarginFigure = b.key === 'margin' ? 'revenue' : b.key;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: an SVG bar cannot be a <button>; it has the role, name and keys of one
                    <rect
                      key={b.key}
                      role="button"
                      tabIndex={0}
                      aria-label={`${row.name} ${t(`margin.${b.key}`)} ${row[b.key]}`}
                      x={x0 + j * 22}
                      y={y}
                      width={18}
                      height={Math.max(h, 1)}
                      fill={b.color}
                      style={{ cursor: 'pointer' }}
                      onClick={() => onOpen(row, figure)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') onOpen(row, figure);
                      }}
                    >
                      <title>{`${row.name} ${t(`margin.${b.key}`)}: ${row[b.key]}`}</title>
                    </rect>
                  );
                })}
                <text x={x0 + 31} y={height + 30} fontSize={11} textAnchor="middle" fill="#555">
                  {row.name.length > 8 ? `${row.name.slice(0, 8)}…` : row.name}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
