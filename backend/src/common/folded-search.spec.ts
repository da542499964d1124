import { foldNeedle } from '@/common/folded-search';

describe('foldNeedle', () => {
  it('folds an umlaut both ways: dropped to its letter and spelled out', () => {
    expect(foldNeedle('Müller')).toEqual(['muller', 'mueller']);
  });

  it('lowers, trims, writes ß as ss and drops accents', () => {
    expect(foldNeedle('  STRAßE ')).toEqual(['strasse']);
    expect(foldNeedle('José')).toEqual(['jose']);
  });

  it('gives no needle for blank input', () => {
    expect(foldNeedle('   ')).toEqual([]);
  });
});
