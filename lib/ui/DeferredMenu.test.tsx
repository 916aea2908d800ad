// vitest: own module graph — the stand-in shows only until the Menu's code is loaded, which another file of a
// shared graph may already have done.
import { ActionIcon } from '@mantine/core';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { importNeverIdle } from '@/lib/test/deferred';
import { act, render, screen, waitFor } from '@/lib/test/render';
import type { DeferredMenu as DeferredMenuType } from './DeferredMenu';

const name = ru.staff.actions('Анна Петрова');

/** What a closed menu's trigger shows of itself: its classes and attributes, but the ids Mantine generates. */
function looks(trigger: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    trigger
      .getAttributeNames()
      .filter((attribute) => attribute !== 'id')
      .sort()
      .map((attribute) => [attribute, trigger.getAttribute(attribute)]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh DeferredMenu whose code is not in: only what the trigger is given loads it. */
const freshDeferredMenu = async (): Promise<typeof DeferredMenuType> =>
  (await importNeverIdle(() => import('./DeferredMenu'))).DeferredMenu;

function RowActions({
  DeferredMenu,
  onEdit,
}: {
  DeferredMenu: typeof DeferredMenuType;
  onEdit: (trigger: HTMLElement | null) => void;
}) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <DeferredMenu
      position="bottom-end"
      width={260}
      target={
        <ActionIcon ref={target} variant="subtle" aria-label={name}>
          ⋮
        </ActionIcon>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Item onClick={() => onEdit(target.current)}>{ru.staff.edit}</Menu.Item>
          <Menu.Item>{ru.staff.deactivate}</Menu.Item>
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}

describe('DeferredMenu', () => {
  it('shows the same trigger before its code is in, opens on a press made meanwhile, then works as a Menu', async () => {
    const DeferredMenu = await freshDeferredMenu();
    const onEdit = vi.fn();
    const { user } = render(<RowActions DeferredMenu={DeferredMenu} onEdit={onEdit} />);
    const standIn = screen.getByRole('button', { name });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    const before = looks(standIn);

    expect(standIn).not.toHaveAttribute('id');

    // The stand-in is focused and pressed (Enter or Space on a button is a click) before Mantine's Menu is on the
    // page. Once it is, the same trigger is in the Menu, which opens as a pressed one does.
    standIn.focus();
    act(() => standIn.click());
    // The press is what loads the code: a first import in a busy run can take seconds, hence the long wait.
    const menu = await screen.findByRole('menu', {}, { timeout: 25_000 });
    const trigger = screen.getByRole('button', { name });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      ru.staff.edit,
      ru.staff.deactivate,
    ]);

    // Escape closes it and gives the focus back to the trigger, which then looks as the stand-in did.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(looks(trigger)).toEqual(before);

    // From the keyboard as before: Enter opens, the arrows move, Enter picks; the trigger's own ref is kept.
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: ru.staff.edit })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(trigger);
  });

  it('keeps the focus on a trigger that had it when the code arrives, without opening it', async () => {
    const DeferredMenu = await freshDeferredMenu();
    render(<RowActions DeferredMenu={DeferredMenu} onEdit={() => undefined} />);
    const first = screen.getByRole('button', { name });
    expect(first).not.toHaveAttribute('id');
    first.focus();
    await DeferredMenu.load();
    await waitFor(() => expect(screen.getByRole('button', { name })).not.toBe(first));
    expect(screen.getByRole('button', { name })).toHaveAttribute('id');
    expect(screen.getByRole('button', { name })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
