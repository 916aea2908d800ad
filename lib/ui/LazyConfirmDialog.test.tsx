import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { type ConfirmDialogProps, LazyConfirmDialog } from './LazyConfirmDialog';

// Neutral labels: the dialog carries no texts of its own, the callers' come from lib/i18n/ru.ts.
const labels = { title: 'Delete the thing?', cancelLabel: 'Cancel', confirmLabel: 'Delete' };

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  const result = render(
    <LazyConfirmDialog opened onClose={onClose} onConfirm={onConfirm} {...labels} {...props}>
      {props.children ?? 'The thing goes for good.'}
    </LazyConfirmDialog>,
  );
  return { ...result, onClose, onConfirm };
}

describe('LazyConfirmDialog', () => {
  it('is named by its question, shows the text, and opens with the focus on the safe choice', async () => {
    const { user, onClose, onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: labels.title });
    expect(within(dialog).getByText('The thing goes for good.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: labels.cancelLabel })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: labels.confirmLabel }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms once for a double click, and again once it has rendered since (a retry)', async () => {
    const { user, onConfirm, rerender } = renderDialog();
    const confirm = within(screen.getByRole('dialog', { name: labels.title })).getByRole('button', {
      name: labels.confirmLabel,
    });
    await user.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // The action failed: the caller shows why, and the next click is a retry.
    rerender(
      <LazyConfirmDialog opened onClose={vi.fn()} onConfirm={onConfirm} error="Нет связи" {...labels}>
        The thing goes for good.
      </LazyConfirmDialog>,
    );
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while the action runs', async () => {
    const { user, onClose, onConfirm } = renderDialog({ loading: true });
    const dialog = screen.getByRole('dialog', { name: labels.title });
    expect(within(dialog).getByRole('button', { name: labels.cancelLabel })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: labels.confirmLabel })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a failure in place, titled, with both choices still there', () => {
    renderDialog({ error: 'Server says no.', errorTitle: 'Could not delete' });
    const dialog = screen.getByRole('dialog', { name: labels.title });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Could not delete');
    expect(alert).toHaveTextContent('Server says no.');
    expect(within(dialog).getByRole('button', { name: labels.cancelLabel })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: labels.confirmLabel })).toBeEnabled();
  });

  it('offers only the way back when there is nothing to confirm', () => {
    renderDialog({ onConfirm: undefined });
    const dialog = screen.getByRole('dialog', { name: labels.title });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain(labels.confirmLabel);
    expect(within(dialog).getByRole('button', { name: labels.cancelLabel })).toBeInTheDocument();
  });
});
