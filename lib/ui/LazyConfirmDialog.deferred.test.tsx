// vitest: own module graph — LazyConfirmDialog's modal shows only once its code is loaded, which another file of a
// shared graph may already have done.
import { Button, MantineProvider } from '@mantine/core';
import { render as renderWithTransitions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importNeverIdle } from '@/lib/test/deferred';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { theme } from '@/lib/theme';
import type { LazyConfirmDialog as ConfirmDialogType } from './LazyConfirmDialog';

const labels = { title: 'Delete the thing?', cancelLabel: 'Cancel', confirmLabel: 'Delete' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh LazyConfirmDialog whose modal's code is not in, and does not come on its own. */
const freshConfirmDialog = async (): Promise<typeof ConfirmDialogType> =>
  (await importNeverIdle(() => import('./LazyConfirmDialog'))).LazyConfirmDialog;

function DeleteButton({
  LazyConfirmDialog,
  onConfirm,
}: {
  LazyConfirmDialog: typeof ConfirmDialogType;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setAsking(true)}>Delete…</Button>
      <LazyConfirmDialog opened={asking} onClose={() => setAsking(false)} onConfirm={onConfirm} {...labels}>
        The thing goes for good.
      </LazyConfirmDialog>
    </>
  );
}

describe('LazyConfirmDialog before its code is in', () => {
  it('puts nothing on the page, opens once the code is in when asked meanwhile, and gives the focus back', async () => {
    const LazyConfirmDialog = await freshConfirmDialog();
    const onConfirm = vi.fn();
    const { user } = render(<DeleteButton LazyConfirmDialog={LazyConfirmDialog} onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Asked for before the modal's code is in: it opens once it is, with the focus on the safe choice.
    const trigger = screen.getByRole('button', { name: 'Delete…' });
    await user.click(trigger);
    // The click is what loads the code: a first import in a busy run can take seconds, hence the long wait.
    const dialog = await screen.findByRole('dialog', { name: labels.title }, { timeout: 25_000 });
    expect(within(dialog).getByText('The thing goes for good.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: labels.cancelLabel })).toHaveFocus());

    // Cancel closes it and the focus goes back to what opened it, as Mantine's Modal does.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Opened again, it is there at once; the action is the caller's.
    await user.click(trigger);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: labels.confirmLabel }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back when closed before its focus trap moved the focus in, as on a busy machine', async () => {
    const LazyConfirmDialog = await freshConfirmDialog();
    // Mantine's focus trap moves the focus in from a timer; on a busy machine Escape (heard on the window) can come
    // first. Here every focus into the dialog waits until after the Escape.
    const late: (() => void)[] = [];
    const realFocus = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'focus')!.value as (
      this: HTMLElement,
      options?: FocusOptions,
    ) => void;
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
      // The browser's side of the race, not a query of the page.
      // eslint-disable-next-line testing-library/no-node-access
      if (this.closest('[role="dialog"]')) late.push(() => realFocus.call(this, options));
      else realFocus.call(this, options);
    });
    try {
      // With Mantine's transitions, as in the browser: the dialog stays on the page while it fades out.
      const user = userEvent.setup();
      renderWithTransitions(
        <MantineProvider theme={theme}>
          <DeleteButton LazyConfirmDialog={LazyConfirmDialog} onConfirm={() => undefined} />
        </MantineProvider>,
      );
      const trigger = screen.getByRole('button', { name: 'Delete…' });
      await user.click(trigger);
      await screen.findByRole('dialog', { name: labels.title }, { timeout: 25_000 });
      await waitFor(() => expect(late.length).toBeGreaterThan(0));
      expect(trigger).toHaveFocus();
      await user.keyboard('{Escape}');
      // The trap's focus comes now, into the closing dialog.
      for (const moveIn of late.splice(0)) moveIn();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    } finally {
      focus.mockRestore();
    }
  });
});
