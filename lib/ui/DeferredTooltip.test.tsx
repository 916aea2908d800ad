// vitest: own module graph — the stand-in shows only until the Tooltip's code is loaded, which another file of a
// shared graph may already have done.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { importNeverIdle } from '@/lib/test/deferred';
import { act, render, screen, waitFor } from '@/lib/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeferredTooltip', () => {
  it('shows its target alone first; once its code is in, the tooltip shows and a focus inside stays where it was', async () => {
    // Fresh, so that its code is not in before the first render (a busy run's idle time may have loaded it).
    const { DeferredTooltip } = await importNeverIdle(() => import('./DeferredTooltip'));
    const onClick = vi.fn();
    const { user } = render(
      <DeferredTooltip label={ru.orders.sound.on}>
        <div data-testid="target">
          <button type="button" onClick={onClick}>
            {ru.orders.sound.label}
          </button>
        </div>
      </DeferredTooltip>,
    );
    const first = screen.getByRole('button', { name: ru.orders.sound.label });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // Focused at once, before the tooltip's code can be in (a dynamic import resolves later).
    first.focus();
    expect(first).toHaveFocus();
    // The tooltip's code arrives (awaited here: a first import in a busy run can take seconds): the target is put on
    // the page again, and the focus back on the same button.
    await act(() => DeferredTooltip.load());
    await waitFor(() => expect(screen.getByRole('button', { name: ru.orders.sound.label })).not.toBe(first));
    const button = screen.getByRole('button', { name: ru.orders.sound.label });
    expect(button).toHaveFocus();

    await user.hover(screen.getByTestId('target'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ru.orders.sound.on);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
