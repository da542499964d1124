import { isReversedWorkshop } from '@/features/home/workshopLayout';

describe('isReversedWorkshop', () => {
  it('reverses the cards at the positions of spec section 9', () => {
    const reversed = Array.from({ length: 17 }, (_, i) => i).filter(isReversedWorkshop);
    expect(reversed).toEqual([0, 3, 4, 7, 8, 11, 12, 15, 16]);
  });

  it('keeps the pattern beyond the listed positions', () => {
    expect([17, 18, 19, 20].map(isReversedWorkshop)).toEqual([false, false, true, true]);
  });
});
