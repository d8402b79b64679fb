// The toast store: one toast at a time; a dismissed toast is
// kept, closed, for TOAST_REMOVE_DELAY_MS (1000000 ms) before it is dropped. The store is module
// state, so every test imports a fresh copy (vi.resetModules) and runs on fake timers.
// The 5000 ms display time is applied by the Toaster component (it calls dismissToast), not here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastStore from '../../src/browser/toast-store';

let store: typeof ToastStore;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('../../src/browser/toast-store');
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('constants', () => {
  it('one toast, 5000 ms display, 1000000 ms removal delay, 50 px swipe, F8 hotkey', () => {
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION_MS).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(store.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(store.TOAST_HOTKEY).toBe('F8');
  });
});

describe('toast()', () => {
  it('starts empty', () => {
    expect(store.currentToasts()).toEqual([]);
  });

  it('shows an open toast with its title, description and variant, and returns its id', () => {
    const id = store.toast({
      title: 'Message Sent',
      description: "Thank you for your message. We'll get back to you soon!",
    });
    expect(store.currentToasts()).toEqual([
      {
        id,
        title: 'Message Sent',
        description: "Thank you for your message. We'll get back to you soon!",
        open: true,
      },
    ]);
    const errorId = store.toast({ title: 'Save failed', variant: 'error' });
    expect(store.currentToasts()).toEqual([
      { id: errorId, title: 'Save failed', variant: 'error', open: true },
    ]);
  });

  it('gives every toast a new id', () => {
    const ids = [
      store.toast({ title: 'a' }),
      store.toast({ title: 'b' }),
      store.toast({ title: 'c' }),
    ];
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBeGreaterThan(ids[0]);
    expect(ids[2]).toBeGreaterThan(ids[1]);
  });

  it('shows only one toast at a time: the newest replaces the one on screen', () => {
    store.toast({ title: 'first' });
    const second = store.toast({ title: 'second' });
    expect(store.currentToasts()).toHaveLength(1);
    expect(store.currentToasts()[0]).toMatchObject({ id: second, title: 'second', open: true });
    for (let i = 0; i < 5; i++) store.toast({ title: `t${i}` });
    expect(store.currentToasts()).toHaveLength(store.TOAST_LIMIT);
    expect(store.currentToasts()[0].title).toBe('t4');
  });

  it('does not close a toast on its own: after 5000 ms it is still open (the Toaster dismisses it)', () => {
    store.toast({ title: 'stay' });
    vi.advanceTimersByTime(store.TOAST_DURATION_MS * 10);
    expect(store.currentToasts()[0]).toMatchObject({ title: 'stay', open: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores id/open passed in at run time (the store sets them)', () => {
    const id = store.toast({ title: 'x', id: 999, open: false } as unknown as Parameters<
      typeof store.toast
    >[0]);
    expect(store.currentToasts()[0]).toMatchObject({ id, open: true });
    expect(id).not.toBe(999);
  });
});

describe('dismissToast()', () => {
  it('closes the toast at once but keeps it in the list until the removal delay', () => {
    const id = store.toast({ title: 'bye' });
    store.dismissToast(id);
    expect(store.currentToasts()).toEqual([{ id, title: 'bye', open: false }]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1);
    expect(store.currentToasts()).toEqual([{ id, title: 'bye', open: false }]);
    vi.advanceTimersByTime(1);
    expect(store.currentToasts()).toEqual([]);
  });

  it('stays closed for the whole delay (nothing reopens it)', () => {
    const id = store.toast({ title: 'bye' });
    store.dismissToast(id);
    for (const step of [1, 5000, 100_000, 500_000]) {
      vi.advanceTimersByTime(step);
      expect(store.currentToasts()[0]?.open).toBe(false);
    }
  });

  it('dismissing twice keeps the first removal time (one timer only)', () => {
    const id = store.toast({ title: 'bye' });
    store.dismissToast(id);
    vi.advanceTimersByTime(600_000);
    store.dismissToast(id);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(400_000);
    expect(store.currentToasts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new toast replaces a closed one, and the old removal timer does not remove the new toast', () => {
    const old = store.toast({ title: 'old' });
    store.dismissToast(old);
    const fresh = store.toast({ title: 'new' });
    expect(store.currentToasts()).toEqual([{ id: fresh, title: 'new', open: true }]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    expect(store.currentToasts()).toEqual([{ id: fresh, title: 'new', open: true }]);
  });

  it('only closes the toast with that id', () => {
    const old = store.toast({ title: 'old' });
    const current = store.toast({ title: 'current' });
    store.dismissToast(old); // already replaced: nothing visible changes
    expect(store.currentToasts()).toEqual([{ id: current, title: 'current', open: true }]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    expect(store.currentToasts()).toEqual([{ id: current, title: 'current', open: true }]);
  });

  it('an id can be dismissed again after its removal without errors', () => {
    const id = store.toast({ title: 'x' });
    store.dismissToast(id);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    expect(() => store.dismissToast(id)).not.toThrow();
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    expect(store.currentToasts()).toEqual([]);
  });
});

describe('subscribeToasts()', () => {
  it('calls the listener at once with the current list, then on every change', () => {
    const seen: ToastStore.Toast[][] = [];
    const id = store.toast({ title: 'before' });
    store.subscribeToasts((list) => seen.push(list));
    expect(seen).toEqual([[{ id, title: 'before', open: true }]]);
    store.dismissToast(id);
    const next = store.toast({ title: 'after' });
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    expect(seen).toEqual([
      [{ id, title: 'before', open: true }],
      [{ id, title: 'before', open: false }],
      [{ id: next, title: 'after', open: true }],
      [{ id: next, title: 'after', open: true }],
    ]);
  });

  it('hands out a new array on every change and never mutates an earlier one (React state)', () => {
    const seen: ToastStore.Toast[][] = [];
    store.subscribeToasts((list) => seen.push(list));
    const id = store.toast({ title: 'a' });
    const snapshot = structuredClone(seen);
    store.dismissToast(id);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    expect(seen.slice(0, snapshot.length)).toEqual(snapshot);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
    expect(seen[1][0]).not.toBe(seen[2][0]);
  });

  it('stops calling after unsubscribe, and supports several listeners', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribeToasts(a);
    store.subscribeToasts(b);
    store.toast({ title: 'one' });
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
    stopA();
    store.toast({ title: 'two' });
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(3);
    expect(b).toHaveBeenLastCalledWith([expect.objectContaining({ title: 'two', open: true })]);
  });
});
