import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { useDiscardGuard, type DiscardTexts } from './useDiscardGuard';

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
      <ConfirmDialog {...guard.dialog} />
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
