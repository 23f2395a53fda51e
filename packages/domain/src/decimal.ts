/** Decimal rounding without binary floating-point surprises (1.005 → 1.01, not 1.00). */

/**
 * Rounds half away from zero to `places` decimals. The shift is done on the decimal exponent of
 * the number's shortest representation, so values such as 1.005 round the way a person expects.
 * @example roundTo(1.005, 2) // 1.01
 * @example roundTo(-2.675, 2) // -2.68
 */
export function roundTo(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent] = Math.abs(value).toExponential().split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + places}`));
  const magnitude = Number(`${shifted}e-${places}`);
  return value < 0 ? -magnitude : magnitude;
}
