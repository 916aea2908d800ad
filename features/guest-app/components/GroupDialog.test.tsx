import { Button, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { expect, it } from 'vitest';
import { render, screen, waitFor } from '@/lib/test/render';
import { type GroupFormProps, groupDialogWith } from './GroupDialog';

interface Group {
  id: number;
  name: string;
}

/** A form that says how many times it was mounted: each opening must give a fresh one. */
let mounts = 0;
function Form({ group, onCancel }: GroupFormProps<Group>) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <TextInput label="Название" defaultValue={group?.name ?? ''} data-autofocus />
      <Button onClick={onCancel}>Отмена</Button>
    </>
  );
}

const Dialog = groupDialogWith(Form);

function Screen({ group }: { group: Group | null }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Открыть</Button>
      <Dialog
        opened={opened}
        title="Категория"
        closeLabel="Закрыть"
        onClose={() => setOpened(false)}
        group={group}
        onSaved={() => setOpened(false)}
      />
    </>
  );
}

it('shows the group’s form, the focus on its field and back on the opener on close; a fresh form for each opening', async () => {
  mounts = 0;
  const { user } = render(<Screen group={{ id: 3, name: 'Завтрак' }} />);
  const opener = screen.getByRole('button', { name: 'Открыть' });
  await user.click(opener);
  const field = await screen.findByRole('textbox', { name: 'Название' });
  expect(field).toHaveValue('Завтрак');
  await waitFor(() => expect(field).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Отмена' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());

  await user.click(opener);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Название' })).toHaveFocus());
  expect(mounts).toBe(2);
});
