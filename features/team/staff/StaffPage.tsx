'use client';

import { Alert, Button } from '@mantine/core';
import { IconLock, IconPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { ListBody } from '@/lib/ui/ListBody';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useListScreen } from '@/lib/ui/useListScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { StaffAccount } from '../api';
import { flattenTree } from '../model/tree';
import { teamQueries } from '../queries';
import { DeactivateDialog } from './components/DeactivateDialog';
import type { StaffFormTarget } from './components/StaffFormDialog';
import { StaffTable, StaffTableSkeleton } from './components/StaffTable';
import { StaffToolbar } from './components/StaffToolbar';
import {
  filtersToSearch,
  parseStaffFilters,
  STAFF_SEARCH_KEYS,
  type StaffFilters,
  toListParams,
} from './model/filters';

const t = ru.staff;

// The add and edit dialog (Mantine's Modal, its focus trap and scroll lock) is for who opens it: its code arrives
// while the browser is idle, and it is put on the page when first opened
// (docs/decisions/190-first-load.md: `/staff` 294.9 KiB at once, 242.4 so).
const StaffFormDialog = lazyPart(() => import('./components/StaffFormDialog').then((m) => m.StaffFormDialog), 'idle');

function Header({
  count,
  canAdd,
  onAdd,
}: {
  count: number | undefined;
  canAdd: boolean;
  onAdd?: (trigger: HTMLElement) => void;
}) {
  return (
    <ScreenHeader
      title={t.title}
      status={count === undefined ? '' : t.count(count)}
      actions={
        canAdd && (
          <Button
            leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
            onClick={(event) => onAdd?.(event.currentTarget)}
            disabled={!onAdd}
          >
            {t.add}
          </Button>
        )
      }
    />
  );
}

function ReadOnlyNotice() {
  return (
    <Alert color="blue" variant="light" icon={<IconLock size={18} stroke={1.8} aria-hidden />}>
      {ru.team.readOnly}
    </Alert>
  );
}

type Dialog = { kind: 'form'; target: StaffFormTarget } | { kind: 'deactivate'; account: StaffAccount } | null;

function StaffScreen() {
  const { user, isAdminedHotel, reload } = useAuthenticatedSession();
  const canEdit = isAdminedHotel;
  const [params, setParams] = useSearchState(STAFF_SEARCH_KEYS);

  const tree = useQuery(teamQueries.tree('positions'));
  const positions = useMemo(
    () => (tree.data ? flattenTree(tree.data) : tree.isError ? null : undefined),
    [tree.data, tree.isError],
  );
  const knownPositions = useMemo(
    () => (tree.data && positions ? new Set(positions.map((node) => node.id)) : undefined),
    [tree.data, positions],
  );
  const positionNodes = useMemo(() => new Map((positions ?? []).map((node) => [node.id, node])), [positions]);

  const filters = parseStaffFilters(params, knownPositions);
  // While a new search loads, the previous rows stay (dimmed) instead of a skeleton flashing per keystroke.
  const list = useQuery({ ...teamQueries.staff(toListParams(filters)), placeholderData: keepPreviousData });

  const [dialog, setDialog] = useState<Dialog>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Everything on the screen was the previous hotel's: an open dialog closes, and a position filter would name a
  // position of the other tree.
  useActiveHotelChange(() => {
    setDialog(null);
    setParams({ position: null });
  });

  const screen = useListScreen({
    searchParam: params.q,
    filters,
    write: (patch: Partial<StaffFilters>) => setParams(filtersToSearch(patch)),
    cleared: { search: '', position: null, active: null },
    list,
  });

  const open = useCallback((next: Exclude<Dialog, null>, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    setDialog(next);
  }, []);

  const closeDialog = useCallback(() => {
    setDialog(null);
    // After the dialog's focus trap lets go; the button that opened it is still there (a row stays while its
    // list refetches), else the focus stays where the dialog left it.
    const trigger = returnFocus.current;
    window.setTimeout(() => {
      if (trigger?.isConnected) trigger.focus();
    });
  }, []);

  const actions = useMemo(
    () =>
      canEdit
        ? {
            onEdit: (account: StaffAccount, trigger: HTMLElement | null) =>
              open({ kind: 'form', target: { kind: 'edit', account } }, trigger),
            onDeactivate: (account: StaffAccount, trigger: HTMLElement | null) =>
              open({ kind: 'deactivate', account }, trigger),
          }
        : null,
    [canEdit, open],
  );

  const openAdd = useCallback(
    (trigger: HTMLElement) => open({ kind: 'form', target: { kind: 'add' } }, trigger),
    [open],
  );

  const onSaved = useCallback(
    (account: StaffAccount) => {
      // The header shows the user's own name from the session.
      if (account.id === user.id) void reload();
    },
    [reload, user.id],
  );

  const formTarget = dialog?.kind === 'form' ? dialog.target : null;

  return (
    <Screen>
      <Header count={list.data?.length} canAdd={canEdit} onAdd={openAdd} />
      {!canEdit && <ReadOnlyNotice />}
      <StaffToolbar
        {...screen.searchProps}
        position={filters.position}
        positions={positions}
        onPositionChange={(position) => screen.changeFilters({ position })}
        active={filters.active}
        onActiveChange={(active) => screen.changeFilters({ active })}
        shortcutEnabled={dialog === null}
      />
      <ListBody
        list={list}
        skeleton={<StaffTableSkeleton />}
        errorTitle={t.loadError}
        empty={{
          texts: t,
          ...screen.emptyProps,
          icon: <IconUsers size={28} stroke={1.8} aria-hidden />,
          onAdd: canEdit ? openAdd : undefined,
          text: canEdit ? undefined : t.emptyReadOnlyText,
        }}
      >
        {(data) => (
          <StaffTable
            accounts={data}
            stale={screen.stale}
            selfId={user.id}
            positionNodes={positionNodes}
            actions={actions}
          />
        )}
      </ListBody>
      {canEdit && (
        <>
          <LazyOverlay opened={formTarget !== null}>
            {(opened) => (
              <StaffFormDialog
                target={opened ? formTarget : null}
                selfId={user.id}
                positions={positions}
                onClose={closeDialog}
                onSaved={onSaved}
              />
            )}
          </LazyOverlay>
          <DeactivateDialog account={dialog?.kind === 'deactivate' ? dialog.account : null} onClose={closeDialog} />
        </>
      )}
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function StaffFallback() {
  const { isAdminedHotel } = useAuthenticatedSession();
  return (
    <Screen>
      <Header count={undefined} canAdd={isAdminedHotel} />
      {!isAdminedHotel && <ReadOnlyNotice />}
      <StaffTableSkeleton />
    </Screen>
  );
}

/**
 * «Сотрудники»: the active hotel's staff accounts — search, position and access filters kept in the URL
 * (`?q=&position=&active=`) — with, for the hotel's administrators, inviting a new colleague, editing one and
 * deactivating one (after a confirmation naming the person). A manager sees the same list read-only: a notice
 * says why, and the change actions are not there at all (the server refuses them with a 403 anyway).
 */
export function StaffPage() {
  return (
    <Suspense fallback={<StaffFallback />}>
      <StaffScreen />
    </Suspense>
  );
}
