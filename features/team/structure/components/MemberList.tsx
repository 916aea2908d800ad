'use client';

import { ActionIcon, Badge, Skeleton, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { LoadError } from '@/lib/ui/LoadError';
import classes from './MemberList.module.css';

const d = ru.structure.details;

/** One row of a list: its main line, a second line, a badge. */
export interface MemberView {
  primary: ReactNode;
  secondary?: ReactNode;
  badge?: string;
}

/** An entry of the «Добавить» field. */
export interface MemberOption {
  value: string;
  label: string;
}

interface AddField {
  label: string;
  placeholder: string;
  /** Undefined while the choices load. */
  options: MemberOption[] | undefined;
  failed: boolean;
  /** Adds the entry of this value; the promise settles with the change. */
  onAdd: (value: string) => Promise<void> | undefined;
}

interface MemberListProps<T extends { id: number }> {
  title: string;
  icon: ReactNode;
  query: UseQueryResult<T[], ApiError>;
  empty: string;
  view: (item: T) => MemberView;
  /** Absent for a reader: no add field and no remove buttons. */
  add?: AddField;
  removeLabel?: (item: T) => string;
  /** Removes the entry; the promise settles with the change. */
  onRemove?: (item: T) => Promise<void> | undefined;
}

/**
 * A section of the details panel: a titled list (subscribed positions, subscribed people, a position's channels or
 * staff) with its own loading skeleton, error with «Повторить» and empty state, and for administrators a searchable
 * field to add an entry (it empties itself after each pick, ready for the next) and a remove button per row.
 * Single-flight per entry: while an entry's change is on its way, another click on it (a double click on its remove
 * button, the option picked again before the field has closed) is dropped; changes of different entries run side by
 * side, each reported.
 */
export function MemberList<T extends { id: number }>({
  title,
  icon,
  query,
  empty,
  view,
  add,
  removeLabel,
  onRemove,
}: MemberListProps<T>) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  // The entries (by id) whose change is on its way.
  const changing = useRef(new Set<string>());

  function change(id: string, run: () => Promise<void> | undefined) {
    if (changing.current.has(id)) return;
    changing.current.add(id);
    void Promise.resolve(run()).finally(() => changing.current.delete(id));
  }

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={classes.rows} aria-busy="true" aria-label={ru.common.loading}>
        {[70, 55, 62].map((width, index) => (
          <div key={index} className={classes.row}>
            <div className={classes.text}>
              <Skeleton height={12} width={`${width}%`} radius="sm" />
              <Skeleton height={10} width={`${width - 25}%`} radius="sm" mt={6} />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={d.loadError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <Text fz="sm" c="dimmed" className={classes.empty}>
        {empty}
      </Text>
    );
  } else {
    body = (
      <ul className={classes.rows} aria-labelledby={headingId}>
        {query.data.map((item) => {
          const { primary, secondary, badge } = view(item);
          return (
            <li key={item.id} className={classes.row}>
              <div className={classes.text}>
                <Text fz="sm" fw={500} className={classes.primary}>
                  {primary}
                </Text>
                {secondary && (
                  <Text fz="xs" c="dimmed" className={classes.secondary}>
                    {secondary}
                  </Text>
                )}
              </div>
              {badge && (
                <Badge variant="light" color="gray" size="sm" className={classes.badge}>
                  {badge}
                </Badge>
              )}
              {onRemove && removeLabel && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={removeLabel(item)}
                  title={removeLabel(item)}
                  onClick={() => change(String(item.id), () => onRemove(item))}
                >
                  <IconX size={16} stroke={1.8} aria-hidden />
                </ActionIcon>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  const options = add?.options;
  const noChoices = options !== undefined && options.length === 0;

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <header className={classes.header}>
        <span className={classes.icon}>{icon}</span>
        <h3 id={headingId} className={classes.title}>
          {title}
        </h3>
        {query.data && (
          <Badge variant="light" color={query.data.length > 0 ? 'blue' : 'gray'} className={classes.count}>
            {query.data.length}
          </Badge>
        )}
      </header>
      {add && (
        <DeferredSelect
          label={add.label}
          placeholder={
            add.failed
              ? d.optionsLoadError
              : options === undefined
                ? ru.common.loading
                : noChoices
                  ? d.allAdded
                  : add.placeholder
          }
          data={options ?? []}
          value={null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(value) => {
            setSearch('');
            if (value !== null) change(value, () => add.onAdd(value));
          }}
          searchable
          nothingFoundMessage={d.nothingFound}
          disabled={options === undefined || noChoices}
          error={add.failed || undefined}
          maxDropdownHeight={280}
          comboboxProps={{ shadow: 'md' }}
          size="sm"
          className={classes.add}
        />
      )}
      {body}
    </section>
  );
}
