import { exceedsJsonDepth } from '@/common/json-depth';

describe('exceedsJsonDepth', () => {
  it('counts nested objects and arrays', () => {
    expect(exceedsJsonDepth('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(exceedsJsonDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('{"a":"[[[[{{{{\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('["\\\\",[[1]]]', 2)).toBe(true);
  });

  it('lets sibling structures through however many there are', () => {
    expect(exceedsJsonDepth(`[${'{"a":[1]},'.repeat(1000)}1]`, 3)).toBe(false);
  });
});
