'use client';

import { Button, EmptyState } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { ScreenPanel } from '@/lib/ui/Screen';
import type { GroupLike } from '../model/groups';
import { GroupList, type GroupListProps } from './GroupList';
import classes from './GroupsScreen.module.css';

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
  render: (group: G, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}) {
  return render(group, onDirtyChange);
}

interface GroupsLayoutProps<G extends GroupLike> extends GroupListProps<G> {
  /** The open group; null when none is open or the one of the URL is not in the list. */
  selected: G | null;
  narrow: boolean;
  /** The list's column (the focus goes to its first group after a delete). */
  listRef: Ref<HTMLDivElement>;
  renderEditor: (group: G, onDirtyChange: (dirty: boolean) => void) => ReactNode;
  onDirtyChange: (dirty: boolean) => void;
  /** Back to the list, on a phone. */
  onBack: () => void;
  /** The screen's own icon for «choose a group». */
  icon: ReactNode;
}

/**
 * The loaded groups: the list on the left and the open group's editor (or why there is none) on the right; on a
 * phone the list, or the open group with a way back to the list.
 */
export function GroupsLayout<G extends GroupLike>({
  selected,
  narrow,
  listRef,
  renderEditor,
  onDirtyChange,
  onBack,
  icon,
  ...list
}: GroupsLayoutProps<G>) {
  const { texts, selectedId } = list;
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
  return (
    <div className={classes.layout}>
      {showList && (
        <div className={classes.listColumn} ref={listRef}>
          <GroupList {...list} />
        </div>
      )}
      {showEditor && (
        <div className={classes.editorColumn}>
          {narrow && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconChevronRight size={16} className={classes.backIcon} stroke={1.8} aria-hidden />}
              onClick={onBack}
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
