import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../src/lazy/preloadableLazy.tsx';

function Page({ title }: { title: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {title} {count}
    </button>
  );
}

const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;

describe('a preloadable lazy component', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const load = vi.fn(async () => Page);
    const Preloadable = preloadableLazy(load);
    await Preloadable.preload();
    render(inSuspense(<Preloadable title="Log in" />));
    expect(screen.getByRole('button', { name: 'Log in 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Preloadable.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload, suspends like React.lazy and keeps its state once loaded (no remount)', async () => {
    const Preloadable = preloadableLazy(async () => Page);
    const { rerender } = render(inSuspense(<Preloadable title="Log in" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Log in 0' });
    act(() => button.click());
    rerender(inSuspense(<Preloadable title="Log in" />));
    expect(screen.getByRole('button', { name: 'Log in 1' })).toBeInTheDocument();
  });

  it('asks for a chunk that failed to load again', async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(Page);
    const Preloadable = preloadableLazy(load);
    await expect(Preloadable.preload()).rejects.toThrow('offline');
    await expect(Preloadable.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
