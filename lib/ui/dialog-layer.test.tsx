import { Button, Drawer, Modal } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, waitFor } from '@/lib/test/render';
import { useTopLayer } from './dialog-layer';

function DrawerWithDialog() {
  const [drawer, setDrawer] = useState(true);
  const [dialog, setDialog] = useState(false);
  const drawerOnTop = useTopLayer(drawer);
  const dialogOnTop = useTopLayer(dialog);
  return (
    <Drawer opened={drawer} onClose={() => setDrawer(false)} title="Outer" closeOnEscape={drawerOnTop}>
      <Button onClick={() => setDialog(true)}>open inner</Button>
      <Modal opened={dialog} onClose={() => setDialog(false)} title="Inner" closeOnEscape={dialogOnTop}>
        inner body
      </Modal>
    </Drawer>
  );
}

describe('useTopLayer', () => {
  it('lets one Escape close only the dialog on top, the next one the drawer under it', async () => {
    const user = userEvent.setup();
    render(<DrawerWithDialog />);
    await user.click(await screen.findByRole('button', { name: 'open inner' }));
    expect(await screen.findByRole('dialog', { name: 'Inner' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
  });
});
