'use client';

import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, useId, useMemo } from 'react';
import { DeferredMenu } from '@/lib/ui/DeferredMenu';
import { type GroupLike, type GroupTexts, sectionsOf } from '../model/groups';
import classes from './GroupsScreen.module.css';

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

export type GroupListProps<G extends GroupLike> = Omit<EntryProps<G>, 'group' | 'selected'> & {
  groups: G[];
  sectionOf: ((group: G) => string) | undefined;
  selectedId: number | null;
};

/** The groups, under their sections' headings when there are sections; the open one marked current. */
export function GroupList<G extends GroupLike>({ groups, sectionOf, selectedId, ...entry }: GroupListProps<G>) {
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
