'use client';

// The chunk `DeferredMenu` loads: Mantine's Menu with its Popover and floating-ui.
import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export interface LoadedMenuProps extends Omit<MenuProps, 'children'> {
  /** The trigger, put in Mantine's `Menu.Target`. */
  target: ReactElement;
  /** The dropdown (`Menu.Dropdown` and its items), written with the `Menu` it is given. */
  dropdown: (menu: typeof Menu) => ReactNode;
}

export function LoadedMenu({ target, dropdown, ...props }: LoadedMenuProps) {
  return (
    <Menu {...props}>
      <Menu.Target>{target}</Menu.Target>
      {dropdown(Menu)}
    </Menu>
  );
}
