'use client';

import { Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import * as ru from '@/lib/i18n/ru';
import classes from './OrderedItemsEditor.module.css';

/** The editor's rows while they load. */
export function EditorSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={ru.common.loading}>
      <Skeleton height={36} />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={58} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * An item editor's frame: its section, named by its title. The editor and its placeholder share it, so the
 * placeholder takes the editor's place exactly while the editor's code arrives.
 */
export function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.editor} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.title}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * An item editor as it first shows (its title over the skeleton) while its code arrives: the editors (drag and drop,
 * the icon picker's icons) are out of the screen's first load (docs/decisions/190-first-load.md).
 */
export function EditorPlaceholder({ title }: { title: string }) {
  return (
    <EditorFrame title={title}>
      <EditorSkeleton />
    </EditorFrame>
  );
}
