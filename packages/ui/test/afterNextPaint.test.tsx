import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePaintedOnce } from '../src/timing/afterNextPaint.ts';

function Probe() {
  return <p>{usePaintedOnce() ? 'painted' : 'first render'}</p>;
}

describe('after the next paint', () => {
  it('is false on the first render and true once that frame has been painted', async () => {
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    expect(await screen.findByText('painted')).toBeInTheDocument();
  });

  it('runs the callback after a frame, never at once, and not at all when cancelled', async () => {
    const ran = vi.fn();
    afterNextPaint(ran);
    expect(ran).not.toHaveBeenCalled();
    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
