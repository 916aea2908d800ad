import { Modal, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { DialogSuspense } from './DialogSuspense';
import { lazyScreen } from './lazy-screen';

function Form() {
  return <TextInput label="Name" data-autofocus />;
}

/** A lazy form whose code arrives when the test says so. */
function lazyForm() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const LazyForm = lazyScreen(() => arrived.then(() => Form), false);
  return { LazyForm, arrive };
}

describe('DialogSuspense', () => {
  it('shows the fallback until the content arrives, then gives the focus to its data-autofocus field', async () => {
    const { LazyForm, arrive } = lazyForm();
    render(
      <Modal opened onClose={() => {}} title="New thing" closeButtonProps={{ 'aria-label': 'Close' }}>
        <DialogSuspense fallback={<p>loading</p>}>
          <LazyForm />
        </DialogSuspense>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New thing' });
    expect(within(dialog).getByText('loading')).toBeInTheDocument();
    // No field yet: the focus trap takes the close button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());

    arrive();
    const field = await within(dialog).findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(dialog).queryByText('loading')).not.toBeInTheDocument();
  });

  it('leaves the focus alone when it is outside the dialog', async () => {
    const { LazyForm, arrive } = lazyForm();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Modal opened onClose={() => {}} title="New thing" trapFocus={false}>
          <DialogSuspense fallback={<p>loading</p>}>
            <LazyForm />
          </DialogSuspense>
        </Modal>
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    arrive();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    // One more turn, for the effects after the content's commit.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(elsewhere).toHaveFocus();
  });
});
