'use client';

import { ActionIcon, Button, EmptyState, Skeleton, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronRight, IconDotsVertical, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type ComponentType,
  Fragment,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { DeferredMenu } from '@/lib/ui/DeferredMenu';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { LeaveGuard } from '@/lib/ui/LeaveGuard';
import { LoadError } from '@/lib/ui/LoadError';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { Screen, ScreenHeader, ScreenPanel } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import type { DiscardTexts } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { GroupDialogProps, GroupFormProps } from './GroupDialog';
import classes from './GroupsScreen.module.css';

/** A screen's words (ru.guestApp.categories and ru.guestApp.menus both have these keys). */
interface GroupTexts {
  title: string;
  subtitle: string;
  listLabel: string;
  create: string;
  count: (count: number) => string;
  itemsCount: (count: number) => string;
  loadError: string;
  emptyTitle: string;
  emptyText: string;
  selectTitle: string;
  selectText: string;
  notFoundTitle: string;
  notFoundText: string;
  back: string;
  actions: (name: string) => string;
  edit: string;
  delete: string;
  deleteTitle: string;
  /** The count is null when the backend does not send it. */
  deleteText: (name: string, count: number | null) => string;
  deleteConfirm: string;
  deleteCancel: string;
  deleteError: string;
  deleted: (name: string) => string;
  created: (name: string) => string;
  updated: (name: string) => string;
  form: { createTitle: string; editTitle: string; close: string };
}

/** What the screen needs of a category or a menu (`itemsCount` null when not sent: the list does not show it). */
export interface GroupLike {
  id: number;
  name: string;
  itemsCount: number | null;
}

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
  /** The create/rename form, shown in the shared dialog. */
  Form: ComponentType<GroupFormProps<G>>;
  /** Deletes a group (a 404 counts as deleted: it is gone either way). */
  remove: UseMutationResult<void, ApiError, G>;
  /** The open group's item editor; it reports whether it holds unsaved changes. */
  renderEditor: (group: G, onDirtyChange: (dirty: boolean) => void) => ReactNode;
  /** The screen's own icon for the empty list. */
  icon: ReactNode;
}

const LEAVE: DiscardTexts = ru.guestApp.leave;

// The group's dialog (Mantine's Modal, its focus trap and scroll lock) loads while the browser is idle and is put on
// the page when first opened (docs/decisions/155-deferred-confirmation-and-menu.md).
const GroupDialog = lazyScreen<GroupDialogProps>(() => import('./GroupDialog').then((m) => m.GroupDialog), 'idle');
const SKELETON_ENTRIES = 3;

/** The id of the query parameter; null when absent or not an id. */
function parseGroupId(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The groups by section, sections in the order their first group comes in. */
function sectionsOf<G extends GroupLike>(
  groups: G[],
  sectionOf: ((group: G) => string) | undefined,
): { title: string | null; groups: G[] }[] {
  if (!sectionOf) return [{ title: null, groups }];
  const sections = new Map<string, G[]>();
  for (const group of groups) {
    const title = sectionOf(group);
    const list = sections.get(title);
    if (list) list.push(group);
    else sections.set(title, [group]);
  }
  return [...sections].map(([title, list]) => ({ title, groups: list }));
}

interface EntryProps<G extends GroupLike> {
  group: G;
  selected: boolean;
  texts: GroupTexts;
  onSelect: (group: G) => void;
  onEdit: (group: G) => void;
  onDelete: (group: G) => void;
}

/** One group of the list: the whole name and count select it (a real button); the dots open its actions. */
function Entry<G extends GroupLike>({ group, selected, texts, onSelect, onEdit, onDelete }: EntryProps<G>) {
  return (
    <li className={classes.entry} data-selected={selected || undefined}>
      <UnstyledButton
        className={classes.select}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(group)}
        data-entry
      >
        <span className={classes.name}>{group.name}</span>
        {group.itemsCount !== null && <span className={classes.count}>{texts.itemsCount(group.itemsCount)}</span>}
      </UnstyledButton>
      <DeferredMenu
        position="bottom-end"
        shadow="md"
        width={200}
        withinPortal
        target={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={texts.actions(group.name)}
            className={classes.actions}
          >
            <IconDotsVertical size={18} stroke={1.8} aria-hidden />
          </ActionIcon>
        }
      >
        {(Menu) => (
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />} onClick={() => onEdit(group)}>
              {texts.edit}
            </Menu.Item>
            <Menu.Item
              color="alert"
              leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
              onClick={() => onDelete(group)}
            >
              {texts.delete}
            </Menu.Item>
          </Menu.Dropdown>
        )}
      </DeferredMenu>
    </li>
  );
}

function GroupList<G extends GroupLike>({
  groups,
  sectionOf,
  selectedId,
  ...entry
}: Omit<EntryProps<G>, 'group' | 'selected'> & {
  groups: G[];
  sectionOf: ((group: G) => string) | undefined;
  selectedId: number | null;
}) {
  const baseId = useId();
  const sections = useMemo(() => sectionsOf(groups, sectionOf), [groups, sectionOf]);
  return (
    <section className={classes.list} aria-label={entry.texts.listLabel}>
      {sections.map((section, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <Fragment key={section.title ?? ''}>
            {section.title !== null && (
              <h2 id={headingId} className={classes.section}>
                {section.title}
              </h2>
            )}
            <ul className={classes.entries} aria-labelledby={section.title !== null ? headingId : undefined}>
              {section.groups.map((group) => (
                <Entry key={group.id} group={group} selected={group.id === selectedId} {...entry} />
              ))}
            </ul>
          </Fragment>
        );
      })}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className={classes.list} aria-busy="true" aria-label={ru.common.loading}>
      <ul className={classes.entries}>
        {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
          <li key={index} className={classes.entry}>
            <div className={classes.select}>
              <Skeleton height={14} width="55%" />
              <Skeleton height={10} width="30%" mt={6} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GroupsSkeleton() {
  const narrow = useNarrowScreen();
  return (
    <div className={classes.layout}>
      <div className={classes.listColumn}>
        <ListSkeleton />
      </div>
      {!narrow && (
        <div className={classes.editorColumn}>
          <Skeleton height={360} radius="md" />
        </div>
      )}
    </div>
  );
}

function Message({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <ScreenPanel>
      <EmptyState icon={icon} variant="light" title={title} description={text} />
    </ScreenPanel>
  );
}

/** The open group's editor, mounted anew for each group (its unsaved state belongs to that group). */
function EditorSlot<G extends GroupLike>({
  group,
  onDirtyChange,
  render,
}: {
  group: G;
  onDirtyChange: (dirty: boolean) => void;
  render: GroupsScreenProps<G>['renderEditor'];
}) {
  return render(group, onDirtyChange);
}

function GroupsScreenBody<G extends GroupLike>({
  texts,
  searchKey,
  groups,
  error,
  onRetry,
  retrying,
  sectionOf,
  Form,
  remove,
  renderEditor,
  icon,
}: GroupsScreenProps<G>) {
  const keys = useMemo(() => [searchKey], [searchKey]);
  const [params, setParams] = useSearchState(keys);
  const selectedId = parseGroupId(params[searchKey] ?? '');
  const selected = groups && selectedId !== null ? (groups.find((group) => group.id === selectedId) ?? null) : null;
  const narrow = useNarrowScreen();
  const createButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // The editor's unsaved changes: a ref for the handlers that ask before leaving, and state for the guard of the
  // page's links and the tab (reported only when it flips, so rarely a render).
  const dirty = useRef(false);
  const [guarding, setGuarding] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
    setGuarding(value);
  }, []);
  // What waits for «leave without saving?».
  const [leaving, setLeaving] = useState<{ action: () => void } | null>(null);
  const [dialog, setDialog] = useState<{ opened: boolean; group: G | null }>({ opened: false, group: null });
  const [deleting, setDeleting] = useState<{ opened: boolean; group: G | null; done: boolean }>({
    opened: false,
    group: null,
    done: false,
  });

  // Another hotel's group means nothing here.
  useActiveHotelChange(() => {
    onDirtyChange(false);
    setParams({ [searchKey]: null });
    setDialog((state) => ({ ...state, opened: false }));
    setDeleting((state) => ({ ...state, opened: false }));
  });

  function whenClean(action: () => void) {
    if (dirty.current) setLeaving({ action });
    else action();
  }

  function open(id: number | null) {
    onDirtyChange(false);
    setParams({ [searchKey]: id === null ? null : String(id) }, { push: true });
    // On a phone the editor replaces the list: start it at its top.
    if (narrow) window.scrollTo({ top: 0 });
  }

  function select(group: G) {
    if (group.id === selectedId) return;
    whenClean(() => open(group.id));
  }

  function saved(group: G) {
    const created = dialog.group === null;
    setDialog((state) => ({ ...state, opened: false }));
    notifications.show({ color: 'blue', message: created ? texts.created(group.name) : texts.updated(group.name) });
    if (created) whenClean(() => open(group.id));
  }

  function askDelete(group: G) {
    const show = () => {
      remove.reset();
      setDeleting({ opened: true, group, done: false });
    };
    // Deleting the open group throws its unsaved changes away too: ask about those first.
    if (group.id === selectedId) whenClean(show);
    else show();
  }

  function confirmDelete() {
    const group = deleting.group;
    if (!group) return;
    const gone = () => {
      notifications.show({ color: 'blue', message: texts.deleted(group.name) });
      // The row that asked is gone: the focus goes to the list's first group, or to «Новая …».
      setDeleting({ opened: false, group, done: true });
      if (group.id === selectedId) {
        onDirtyChange(false);
        setParams({ [searchKey]: null });
      }
      requestAnimationFrame(() =>
        (list.current?.querySelector<HTMLElement>('[data-entry]') ?? createButton.current)?.focus(),
      );
    };
    remove.mutate(group, {
      onSuccess: gone,
      onError: (failure) => {
        if (failure.status === 404) gone();
      },
    });
  }

  const openCreate = () => setDialog({ opened: true, group: null });
  // The group being edited as the list has it now: its form follows a colleague's save (decision 125).
  const editing = dialog.group ? (groups?.find((group) => group.id === dialog.group?.id) ?? dialog.group) : null;
  const openEdit = (group: G) => setDialog({ opened: true, group });

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
            <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={openCreate}>
              {texts.create}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </ScreenPanel>
    );
  } else {
    // On a phone: the list, or the open group with a way back to the list.
    const showList = !narrow || selectedId === null;
    const showEditor = !narrow || selectedId !== null;
    let editor: ReactNode;
    if (selected)
      editor = <EditorSlot key={selected.id} group={selected} onDirtyChange={onDirtyChange} render={renderEditor} />;
    else if (selectedId !== null)
      editor = (
        <Message
          icon={<IconSearch size={28} stroke={1.8} aria-hidden />}
          title={texts.notFoundTitle}
          text={texts.notFoundText}
        />
      );
    else editor = <Message icon={icon} title={texts.selectTitle} text={texts.selectText} />;
    content = (
      <div className={classes.layout}>
        {showList && (
          <div className={classes.listColumn} ref={list}>
            <GroupList
              groups={groups}
              sectionOf={sectionOf}
              selectedId={selectedId}
              texts={texts}
              onSelect={select}
              onEdit={openEdit}
              onDelete={askDelete}
            />
          </div>
        )}
        {showEditor && (
          <div className={classes.editorColumn}>
            {narrow && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconChevronRight size={16} className={classes.backIcon} stroke={1.8} aria-hidden />}
                onClick={() => whenClean(() => open(null))}
                className={classes.back}
              >
                {texts.back}
              </Button>
            )}
            {editor}
          </div>
        )}
      </div>
    );
  }

  return (
    <Screen>
      <ScreenHeader
        title={texts.title}
        subtitle={texts.subtitle}
        status={groups ? texts.count(groups.length) : ''}
        actions={
          <Button ref={createButton} leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={openCreate}>
            {texts.create}
          </Button>
        }
      />
      {content}
      <LazyOverlay opened={dialog.opened}>
        {(opened) => (
          <GroupDialog
            opened={opened}
            title={dialog.group ? texts.form.editTitle : texts.form.createTitle}
            closeLabel={texts.form.close}
            onClose={() => setDialog((state) => ({ ...state, opened: false }))}
          >
            {(onFormDirtyChange, requestClose) => (
              <Form group={editing} onSaved={saved} onCancel={requestClose} onDirtyChange={onFormDirtyChange} />
            )}
          </GroupDialog>
        )}
      </LazyOverlay>
      <ConfirmDialog
        opened={deleting.opened}
        title={texts.deleteTitle}
        cancelLabel={texts.deleteCancel}
        onClose={() => setDeleting((state) => ({ ...state, opened: false }))}
        confirmLabel={texts.deleteConfirm}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        error={remove.error && remove.error.status !== 404 ? remove.error.message : undefined}
        errorTitle={texts.deleteError}
        returnFocus={!deleting.done}
      >
        {deleting.group ? texts.deleteText(deleting.group.name, deleting.group.itemsCount) : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={leaving !== null}
        title={LEAVE.discardTitle}
        cancelLabel={LEAVE.discardCancel}
        onClose={() => setLeaving(null)}
        confirmLabel={LEAVE.discardConfirm}
        onConfirm={() => {
          const action = leaving?.action;
          setLeaving(null);
          action?.();
        }}
      >
        {LEAVE.discardText}
      </ConfirmDialog>
      <LeaveGuard active={guarding} texts={LEAVE} />
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
 * editor on the right; on phones the list or the editor, with a way back. The open group lives in the query
 * string (`searchKey`), pushed to the history. Leaving a group whose editor holds unsaved changes (another group,
 * the list, deleting it, a new group) asks first; closing the tab then gets the browser's prompt. Browser back and
 * the navigation's links are not guarded.
 */
export function GroupsScreen<G extends GroupLike>(props: GroupsScreenProps<G>) {
  return (
    <Suspense fallback={<GroupsFallback texts={props.texts} />}>
      <GroupsScreenBody {...props} />
    </Suspense>
  );
}
