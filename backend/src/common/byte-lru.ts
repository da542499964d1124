/**
 * What ByteLru keeps of each item, in the item itself (no node object per item, no allocation per
 * use): its size in bytes, how many places hold it, and its neighbours in the use order.
 */
export interface LruItem<T> {
  size: number;
  /** How many maps hold the item; it counts while at least one does (the same bytes count once). */
  holds: number;
  newer: T | null;
  older: T | null;
}

/**
 * The bytes a cache holds, and its items from least to most recently used (an intrusive doubly
 * linked list: use and eviction are O(1)). The cache decides what an item is and how to drop it;
 * this only counts and orders.
 */
export class ByteLru<T extends LruItem<T>> {
  /** The sum of the sizes of every item held. */
  bytes = 0;
  private newest: T | null = null;
  private oldest: T | null = null;

  /** One more place holds the item: the first one counts its bytes and makes it the newest. */
  hold(item: T): void {
    item.holds += 1;
    if (item.holds > 1) return;
    this.bytes += item.size;
    this.link(item);
  }

  /** One place let it go: the last one takes its bytes off. True when nothing holds it any more. */
  release(item: T): boolean {
    if (item.holds === 0) return true;
    item.holds -= 1;
    if (item.holds > 0) return false;
    this.bytes -= item.size;
    this.unlink(item);
    return true;
  }

  /** The item was used: it becomes the newest (a few pointer writes, nothing allocated). */
  touch(item: T): void {
    if (item.holds === 0 || this.newest === item) return;
    this.unlink(item);
    this.link(item);
  }

  /** A held item got bigger (or smaller) by `bytes`. */
  resize(item: T, bytes: number): void {
    item.size += bytes;
    if (item.holds > 0) this.bytes += bytes;
  }

  /** The least recently used item held, the first to go. */
  get least(): T | null {
    return this.oldest;
  }

  private link(item: T): void {
    item.older = this.newest;
    item.newer = null;
    if (this.newest) this.newest.newer = item;
    this.newest = item;
    this.oldest ??= item;
  }

  private unlink(item: T): void {
    if (item.newer) item.newer.older = item.older;
    else this.newest = item.older;
    if (item.older) item.older.newer = item.newer;
    else this.oldest = item.newer;
    item.newer = null;
    item.older = null;
  }
}
