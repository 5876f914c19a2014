import { describe, expect, it } from 'vitest';
import { ReadCache } from '@server/crud/read-cache.js';

describe('ReadCache', () => {
  it('should answer a remembered value until its table is written to', () => {
    const cache = new ReadCache(true);
    const g = cache.snapshot(['a']);
    cache.set('a', 'k', 1, ['a'], g);
    expect(cache.get('a', 'k')).toBe(1);
    cache.invalidate('a', []);
    expect(cache.get('a', 'k')).toBeUndefined();
  });

  it('should not keep a value read while a write to one of its tables was in flight', () => {
    const cache = new ReadCache(true);
    const g = cache.snapshot(['a', 'b']);
    cache.invalidate('b', ['a']); // the write finished while the read was running
    cache.set('a', 'k', 1, ['a', 'b'], g);
    expect(cache.get('a', 'k')).toBeUndefined();
  });

  it('should drop the answers of tables that join the written one', () => {
    const cache = new ReadCache(true);
    cache.set('a', 'k', 1, ['a', 'b'], cache.snapshot(['a', 'b']));
    cache.invalidate('b', ['a']);
    expect(cache.get('a', 'k')).toBeUndefined();
  });

  it('should forget the least recently used entry beyond its size', () => {
    const cache = new ReadCache(true, 2);
    const g = cache.snapshot(['a']);
    cache.set('a', 'k1', 1, ['a'], g);
    cache.set('a', 'k2', 2, ['a'], g);
    cache.get('a', 'k1');
    cache.set('a', 'k3', 3, ['a'], g);
    expect(cache.get('a', 'k2')).toBeUndefined();
    expect(cache.get('a', 'k1')).toBe(1);
  });

  it('should remember nothing when disabled (PostgreSQL server)', () => {
    const cache = new ReadCache(false);
    cache.set('a', 'k', 1, ['a'], cache.snapshot(['a']));
    expect(cache.get('a', 'k')).toBeUndefined();
  });
});
