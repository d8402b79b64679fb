import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../../server/http/recently-used';

describe('RecentlyUsed', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const recent = new RecentlyUsed<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    expect(recent.get('a')).toBe(1); // a is now more recent than b
    recent.set('c', 3);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBe(1);
    expect(recent.get('c')).toBe(3);
    recent.delete('a');
    expect(recent.get('a')).toBeUndefined();
  });
});
