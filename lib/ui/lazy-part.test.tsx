import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/lib/test/render';
import { lazyPart } from './lazy-part';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyPart', () => {
  it('starts loading at once when preloaded, and only once', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Lazy = lazyPart(load, true);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy text="ready" />
      </Suspense>,
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload loads on first render', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Lazy = lazyPart(load, false);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy text="ready" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on render when the preload failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValue(Part);
    const Lazy = lazyPart(load, true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy text="ready" />
      </Suspense>,
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without the fallback, once the chunk is in', async () => {
    const Lazy = lazyPart(() => Promise.resolve(Part), true);
    await vi.waitFor(async () => {
      await Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy text="ready" />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('with "interaction", starts loading at the first key press', () => {
    const load = vi.fn(() => Promise.resolve(Part));
    lazyPart(load, 'interaction');
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
