/**
 * SPEC.md §2 "Layout": the review tool button is visible only when the setting reviewToolEnable is
 * on and the route contains /htps/review (its dialog closes when either stops holding).
 * @example reviewToolVisible(1, '/htps/review/1/0190…/1') // true
 * @example reviewToolVisible(0, '/htps/review/1/0190…/1') // false
 * @example reviewToolVisible(1, '/xmsl/search') // false
 */
export function reviewToolVisible(reviewToolEnable: number | undefined, pathname: string): boolean {
  return reviewToolEnable === 1 && pathname.includes('/htps/review');
}
