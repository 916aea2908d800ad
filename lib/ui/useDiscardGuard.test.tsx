import { Modal } from '@mantine/core';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { resetNavigationBlock } from './navigation-block';
import { type DiscardTexts, useDiscardGuard } from './useDiscardGuard';

const texts: DiscardTexts = {
  discardTitle: 'Close without saving?',
  discardText: 'Your changes will be lost.',
  discardConfirm: 'Close anyway',
  discardCancel: 'Back to the form',
};

/** An editor as the features have them: a form reporting its dirty state, «Cancel», «Save». */
function Editor({ onClose }: { onClose: () => void }) {
  const guard = useDiscardGuard(onClose, texts);
  return (
    <>
      <button type="button" onClick={() => guard.onDirtyChange(true)}>
        type
      </button>
      <button type="button" onClick={guard.requestClose}>
        cancel
      </button>
      <button type="button" onClick={guard.closeSaved}>
        save
      </button>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}

function renderEditor() {
  const onClose = vi.fn();
  return { ...render(<Editor onClose={onClose} />), onClose };
}

describe('useDiscardGuard', () => {
  it('closes a clean form at once', async () => {
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before closing a form with changes; going back keeps it open, confirming closes it', async () => {
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    let dialog = await screen.findByRole('dialog', { name: texts.discardTitle });
    expect(within(dialog).getByText(texts.discardText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.discardCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'cancel' }));
    dialog = await screen.findByRole('dialog', { name: texts.discardTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.discardConfirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Discarded: the next close does not ask again.
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes a saved form without asking, and does not ask the next time either', async () => {
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** An editor in a dialog, as «Новый заказ» or the staff editor: the dialog's own close routes go through the guard. */
function DialogEditor({ onClose, closeOnBack = false }: { onClose: () => void; closeOnBack?: boolean }) {
  const guard = useDiscardGuard(onClose, texts, { opened: true, closeOnBack });
  return (
    <>
      <Modal opened onClose={guard.requestClose} title="Editor" closeButtonProps={{ 'aria-label': 'close editor' }}>
        <button type="button" onClick={() => guard.onDirtyChange(true)}>
          type
        </button>
      </Modal>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}

describe('useDiscardGuard in a dialog and against leaving the page', () => {
  // The router's popstate listener, registered before any editor opened (as Next's is).
  const router = vi.fn();
  beforeEach(() => {
    window.addEventListener('popstate', router);
  });
  afterEach(() => {
    window.removeEventListener('popstate', router);
    router.mockReset();
    resetNavigationBlock();
    vi.restoreAllMocks();
  });

  function back() {
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
  }

  it('asks on Escape, the close button and an outside click when dirty; «back to the form» keeps it open', async () => {
    const onClose = vi.fn();
    const { user } = render(<DialogEditor onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'type' }));

    await user.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: texts.discardTitle });
    await user.click(within(question).getByRole('button', { name: texts.discardCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.discardTitle })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'close editor' }));
    question = await screen.findByRole('dialog', { name: texts.discardTitle });
    await user.click(within(question).getByRole('button', { name: texts.discardCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.discardTitle })).not.toBeInTheDocument());

    // The overlay has no role: it is where a person clicks outside the dialog.
    // eslint-disable-next-line testing-library/no-node-access
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    question = await screen.findByRole('dialog', { name: texts.discardTitle });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: texts.discardConfirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes a clean dialog at once on an outside click', async () => {
    const onClose = vi.fn();
    const { user } = render(<DialogEditor onClose={onClose} />);
    // The overlay has no role: it is where a person clicks outside the dialog.
    // eslint-disable-next-line testing-library/no-node-access
    await user.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: texts.discardTitle })).not.toBeInTheDocument();
  });

  it('puts the entry back on Back when dirty, keeps it from the router, and asks', async () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const onClose = vi.fn();
    const { user } = render(<DialogEditor onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'type' }));
    back();
    expect(go).toHaveBeenCalledWith(1);
    expect(router).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: texts.discardTitle })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // The step forward that restores the entry is ours too: the router does not see it, and nothing asks twice.
    back();
    expect(router).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('lets Back through to the router when clean, unless the dialog closes on Back', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const onClose = vi.fn();
    const { unmount } = render(<DialogEditor onClose={onClose} />);
    back();
    expect(router).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<DialogEditor onClose={onClose} closeOnBack />);
    back();
    expect(router).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks the browser on reload or tab close only while dirty', async () => {
    const { user } = render(<DialogEditor onClose={vi.fn()} />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('button', { name: 'type' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('stops guarding once the editor is closed by other means', async () => {
    function Closable() {
      const [opened, setOpened] = useState(true);
      const guard = useDiscardGuard(() => setOpened(false), texts, { opened });
      return (
        <>
          <button type="button" onClick={() => guard.onDirtyChange(true)}>
            type
          </button>
          <button type="button" onClick={() => setOpened(false)}>
            switch hotel
          </button>
        </>
      );
    }
    const { user } = render(<Closable />);
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('button', { name: 'switch hotel' }));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
