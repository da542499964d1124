/**
 * Spec section 2/9: the workshop cards alternate their layout; the reversed ones (photo on the
 * other side) are at list positions 0, 3, 4, 7, 8, 11, 12, 15, 16 — the pattern of every four
 * cards: the first and the last.
 */
export function isReversedWorkshop(position: number): boolean {
  const inGroup = position % 4;
  return inGroup === 0 || inGroup === 3;
}
