import { ByteLru, type LruItem } from '@/common/byte-lru';

interface Item extends LruItem<Item> {
  name: string;
}

const item = (name: string, size: number): Item => ({
  name,
  size,
  holds: 0,
  newer: null,
  older: null,
});

/** The names from least to most recently used. */
function order(lru: ByteLru<Item>): string[] {
  const names: string[] = [];
  for (let at = lru.least; at; at = at.newer) names.push(at.name);
  return names;
}

describe('ByteLru', () => {
  it('counts an item once however many places hold it, until the last lets go', () => {
    const lru = new ByteLru<Item>();
    const a = item('a', 100);
    lru.hold(a);
    lru.hold(a);
    expect(lru.bytes).toBe(100);
    expect(lru.release(a)).toBe(false);
    expect(lru.bytes).toBe(100);
    expect(lru.release(a)).toBe(true);
    expect(lru.bytes).toBe(0);
    expect(lru.least).toBeNull();
  });

  it('orders the items by use, the least recently used first', () => {
    const lru = new ByteLru<Item>();
    const [a, b, c] = [item('a', 1), item('b', 2), item('c', 3)];
    for (const each of [a, b, c]) lru.hold(each);
    expect(order(lru)).toEqual(['a', 'b', 'c']);
    lru.touch(a);
    expect(order(lru)).toEqual(['b', 'c', 'a']);
    lru.touch(c);
    expect(order(lru)).toEqual(['b', 'a', 'c']);
    lru.release(a);
    expect(order(lru)).toEqual(['b', 'c']);
    expect(lru.bytes).toBe(5);
  });

  it('counts a held item growing, and an item nobody holds not at all', () => {
    const lru = new ByteLru<Item>();
    const [a, loose] = [item('a', 10), item('loose', 10)];
    lru.hold(a);
    lru.resize(a, 5);
    lru.resize(loose, 500);
    lru.touch(loose);
    expect(lru.bytes).toBe(15);
    expect(order(lru)).toEqual(['a']);
    expect(loose.size).toBe(510);
  });
});
