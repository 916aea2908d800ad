'use client';

import { Button, EmptyState } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { ApiError } from '@/lib/http/errors';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { LeaveGuard } from '@/lib/ui/LeaveGuard';
import { LoadError } from '@/lib/ui/LoadError';
import { Screen, ScreenHeader, ScreenPanel } from '@/lib/ui/Screen';
import { useGroupsScreen } from '../hooks/useGroupsScreen';
import { LEAVE } from '../hooks/useLeaveEditor';
import type { GroupLike, GroupTexts } from '../model/groups';
import type { GroupFormDialogProps } from './GroupDialog';
import { GroupsLayout } from './GroupsLayout';
import { GroupsSkeleton } from './GroupsSkeleton';

export interface GroupsScreenProps<G extends GroupLike> {
  texts: GroupTexts;
  /** The query parameter holding the open group's id (`category`, `menu`). */
  searchKey: string;
  /** The groups in the server's order; undefined until loaded. */
  groups: G[] | undefined;
  /** Why the groups did not load (shown only while there are none to show). */
  error: ApiError | null;
  onRetry: () => void;
  retrying: boolean;
  /** The section a group is listed under (menus: the type's name); sections follow the groups' order. */
  sectionOf?: (group: G) => string;
  /** The create/rename dialog with its form (GroupDialog.tsx `groupDialogWith`), which the screen loads lazily. */
  Dialog: ComponentType<GroupFormDialogProps<G>>;
  /** Deletes a group (a 404 counts as deleted: it is gone either way). */
  remove: UseMutationResult<void, ApiError, G>;
  /** The open group's item editor; it reports whether it holds unsaved changes. */
  renderEditor: (group: G, onDirtyChange: (dirty: boolean) => void) => ReactNode;
  /** The screen's own icon for the empty list. */
  icon: ReactNode;
}

function GroupsScreenBody<G extends GroupLike>({
  texts,
  searchKey,
  groups,
  error,
  onRetry,
  retrying,
  sectionOf,
  Dialog,
  remove,
  renderEditor,
  icon,
}: GroupsScreenProps<G>) {
  const { createButton, list, ...screen } = useGroupsScreen({ texts, searchKey, groups, remove });
  const { leave } = screen;

  let content: ReactNode;
  if (!groups && error) {
    content = <LoadError title={texts.loadError} message={error.message} onRetry={onRetry} retrying={retrying} />;
  } else if (!groups) {
    content = <GroupsSkeleton />;
  } else if (groups.length === 0) {
    content = (
      <ScreenPanel>
        <EmptyState icon={icon} variant="light" title={texts.emptyTitle} description={texts.emptyText}>
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={screen.openCreate}>
              {texts.create}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </ScreenPanel>
    );
  } else {
    content = (
      <GroupsLayout
        groups={groups}
        sectionOf={sectionOf}
        selectedId={screen.selectedId}
        texts={texts}
        onSelect={screen.select}
        onEdit={screen.openEdit}
        onDelete={screen.askDelete}
        selected={screen.selected}
        narrow={screen.narrow}
        listRef={list}
        renderEditor={renderEditor}
        onDirtyChange={leave.onDirtyChange}
        onBack={screen.back}
        icon={icon}
      />
    );
  }

  return (
    <Screen>
      <ScreenHeader
        title={texts.title}
        subtitle={texts.subtitle}
        status={groups ? texts.count(groups.length) : ''}
        actions={
          <Button
            ref={createButton}
            leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
            onClick={screen.openCreate}
          >
            {texts.create}
          </Button>
        }
      />
      {content}
      <LazyOverlay opened={screen.dialog.opened}>
        {(opened) => (
          <Dialog
            opened={opened}
            title={screen.dialog.group ? texts.form.editTitle : texts.form.createTitle}
            closeLabel={texts.form.close}
            onClose={screen.closeDialog}
            group={screen.editing}
            onSaved={screen.saved}
          />
        )}
      </LazyOverlay>
      <LazyConfirmDialog {...screen.deleteDialog} />
      <LazyConfirmDialog {...leave.dialog} />
      <LeaveGuard active={leave.guarding} texts={LEAVE} />
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function GroupsFallback({ texts }: { texts: GroupTexts }) {
  return (
    <Screen>
      <ScreenHeader title={texts.title} subtitle={texts.subtitle} status="" />
      <GroupsSkeleton />
    </Screen>
  );
}

/**
 * The list-and-editor screen of the guest app's groups (virtual categories, menus): the groups on the left
 * (optionally in sections), each selectable and with «Переименовать» / «Удалить» in its menu; the open group's item
 * editor on the right; on phones the list or the editor, with a way back (GroupsLayout). The open group lives in the
 * query string (`searchKey`), pushed to the history. Leaving a group whose editor holds unsaved changes (another
 * group, the list, deleting it, a new group) asks first; closing the tab then gets the browser's prompt
 * (useGroupsScreen). Browser back and the navigation's links are not guarded.
 */
export function GroupsScreen<G extends GroupLike>(props: GroupsScreenProps<G>) {
  return (
    <Suspense fallback={<GroupsFallback texts={props.texts} />}>
      <GroupsScreenBody {...props} />
    </Suspense>
  );
}
