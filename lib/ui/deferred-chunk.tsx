'use client';

// The one chunk `DeferredSelect`, `DeferredMenu` and `DeferredTooltip` load after a screen's first view: Mantine's
// Select (Combobox, ScrollArea), Menu and Tooltip, with the Popover and floating-ui they share. A module of its own so
// that the import takes these three and nothing else of `@mantine/core`.
import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export { Select, Tooltip } from '@mantine/core';

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
