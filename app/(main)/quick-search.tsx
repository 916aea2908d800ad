'use client';

import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { NavItem } from '@/lib/ui/nav';
import classes from './quick-search.module.css';
import { QuickSearchPanel } from './quick-search-panel';

/**
 * The header's quick search: a button (a search field's look on wide screens, an icon on phones) and Ctrl+K /
 * Cmd+K anywhere, even from a text field. The panel mounts on the first request and opens on each one.
 */
export function QuickSearch({ nav }: { nav: readonly NavItem[] }) {
  const [openRequest, setOpenRequest] = useState(0);
  const open = useCallback(() => setOpenRequest((count) => count + 1), []);
  useHotkeys([['mod+K', open, { preventDefault: true }]], []);

  return (
    <>
      <Button
        variant="default"
        visibleFrom="md"
        className={classes.trigger}
        classNames={{ inner: classes.triggerInner, label: classes.triggerLabel }}
        leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        // Named by its text («Поиск Ctrl K»), like the field it looks like.
        aria-keyshortcuts="Control+K Meta+K"
        onClick={open}
      >
        {ru.quickSearch.button}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="md"
        aria-label={ru.quickSearch.buttonLabel}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={open}
      >
        <IconSearch size={18} stroke={1.8} aria-hidden />
      </ActionIcon>
      {openRequest > 0 && <QuickSearchPanel openRequest={openRequest} nav={nav} />}
    </>
  );
}
