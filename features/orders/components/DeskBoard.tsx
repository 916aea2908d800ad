'use client';

import { Alert, Badge, Button, Group, Paper, Tabs, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DESK_TABS, type DeskTab } from '../model/desk';
import classes from './DeskBoard.module.css';

interface DeskBoardProps {
  tab: DeskTab;
  onTabChange: (tab: string | null) => void;
  /** The orders of each tab. */
  counts: Record<DeskTab, number>;
  /** The lists have loaded (until then the counts read «–»). */
  loaded: boolean;
  /** A list is being asked again over the orders shown. */
  busy: boolean;
  /** A refetch failed while orders are shown: the board says so above them, with «Повторить». */
  refreshError: { message: string; retrying: boolean; onRetry: () => void } | null;
  /** The tab's orders, or why there are none. */
  children: ReactNode;
}

/** The desk's board: the status tabs with their counts, and the open tab's orders. */
export function DeskBoard({ tab, onTabChange, counts, loaded, busy, refreshError, children }: DeskBoardProps) {
  return (
    <Paper withBorder radius="md" className={classes.board}>
      <Tabs
        value={tab}
        onChange={onTabChange}
        classNames={{ list: classes.tabs, tab: classes.tab }}
        keepMounted={false}
      >
        <Tabs.List aria-label={ru.orders.tabsLabel}>
          {/* «Другие» only while some order has a status the desk does not know (or a link opened it). */}
          {DESK_TABS.filter((value) => value !== 'other' || counts.other > 0 || tab === 'other').map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                <Badge
                  size="sm"
                  radius="sm"
                  variant={value === tab ? 'filled' : 'light'}
                  color={value === 'new' && counts.new > 0 ? 'yellow' : 'gray'}
                  autoContrast
                  className={classes.count}
                >
                  {loaded ? counts[value] : '–'}
                </Badge>
              }
            >
              {ru.orders.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} aria-busy={busy}>
          {refreshError && (
            // A refetch (polling, a reconnect) failed: the orders shown are the last ones loaded.
            <Alert color="alert" variant="light" radius={0} py="xs" role="alert">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{ru.orders.refreshError(refreshError.message)}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="alert"
                  onClick={refreshError.onRetry}
                  loading={refreshError.retrying}
                >
                  {ru.common.retry}
                </Button>
              </Group>
            </Alert>
          )}
          {children}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/** A tab without orders: what it is for, or (filtered) that nothing matches, with a reset. */
export function DeskEmptyTab({ tab, filtered, onReset }: { tab: DeskTab; filtered: boolean; onReset: () => void }) {
  return (
    <div className={classes.empty}>
      <div className={classes.emptyIcon}>
        <IconInbox size={28} stroke={1.8} aria-hidden />
      </div>
      <Text fw={500} size="lg">
        {ru.orders.empty[tab]}
      </Text>
      <Text c="dimmed" size="sm" maw={420} ta="center">
        {filtered ? ru.orders.emptyFiltered : tab === 'new' || tab === 'all' ? ru.orders.emptyLive : ''}
      </Text>
      {filtered && (
        <Button variant="light" size="xs" onClick={onReset}>
          {ru.orders.resetFilters}
        </Button>
      )}
    </div>
  );
}
