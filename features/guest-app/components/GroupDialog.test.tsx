import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { render, screen, waitFor } from '@/lib/test/render';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { GroupDialog } from './GroupDialog';

function Form() {
  return <TextInput label="Название" data-autofocus />;
}

// A form whose code arrives when the test says so.
let deliver: () => void = () => {};
const LazyForm = lazyScreen(() => new Promise<typeof Form>((resolve) => (deliver = () => resolve(Form))), false);

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Новая</Button>
      <GroupDialog opened={opened} title="Новая категория" closeLabel="Закрыть" onClose={() => setOpened(false)}>
        {() => <LazyForm />}
      </GroupDialog>
    </>
  );
}

it('opens at once with a skeleton while a lazy form loads; the focus waits for its field and goes back on close', async () => {
  const { user } = render(<Screen />);
  const opener = screen.getByRole('button', { name: 'Новая' });
  await user.click(opener);
  expect(screen.getByRole('dialog', { name: 'Новая категория' })).toBeInTheDocument();
  expect(screen.getByLabelText(ru.common.loading)).toHaveAttribute('aria-busy', 'true');

  deliver();
  const field = await screen.findByRole('textbox', { name: 'Название' });
  expect(screen.queryByLabelText(ru.common.loading)).not.toBeInTheDocument();
  await waitFor(() => expect(field).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());

  // The next opening has the form at once.
  await user.click(opener);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Название' })).toHaveFocus());
});
