import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScopeSearcher } from './scopeSearch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const resolvers = new Map<string, (v: string) => void>();
  const search = vi.fn(
    (words: string) =>
      new Promise<string>((resolve) => {
        resolvers.set(words, resolve);
      }),
  );
  const onResult = vi.fn();
  const onError = vi.fn();
  const searcher = createScopeSearcher<string>({ search, onResult, onError });
  return { search, onResult, onError, searcher, resolvers };
}

describe('createScopeSearcher', () => {
  it('waits 300 ms after the last keystroke and sends the words without spaces', () => {
    const { search, searcher } = setup();
    searcher.input('电');
    vi.advanceTimersByTime(200);
    searcher.input('电 缆');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('电缆');
  });

  it('sends nothing for blank text and clears the result', () => {
    const { search, onResult, searcher } = setup();
    searcher.input('   ');
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith(null);
  });

  it('ignores an answer that arrives after a newer search started', async () => {
    const { onResult, searcher, resolvers } = setup();
    searcher.input('电线');
    vi.advanceTimersByTime(300);
    searcher.input('电缆');
    vi.advanceTimersByTime(300);
    resolvers.get('电缆')!('new');
    resolvers.get('电线')!('old');
    await vi.runAllTimersAsync();
    expect(onResult.mock.calls.map((c) => c[0])).toEqual(['new']);
  });

  it('ignores answers after dispose', async () => {
    const { onResult, searcher, resolvers } = setup();
    searcher.input('电线');
    vi.advanceTimersByTime(300);
    searcher.dispose();
    resolvers.get('电线')!('late');
    await vi.runAllTimersAsync();
    expect(onResult).not.toHaveBeenCalled();
  });
});
