'use client';

import { Drawer, Skeleton, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { LoadError } from '@/lib/ui/LoadError';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { ContentCategory, ContentItemOf, ContentKind } from '../api';
import type { KindDescriptor } from '../model/kinds';
import type { OpenItem } from '../model/search';
import classes from './ContentEditor.module.css';
import { ContentForm } from './ContentForm';

const f = ru.content.form;

/** The editor's shape while its data loads: the form's fields at their size. */
function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={ru.content.loading}>
      <Skeleton height={58} />
      <Skeleton height={58} />
      <Skeleton height={128} />
      <Skeleton height={58} />
      <Skeleton height={118} />
    </Stack>
  );
}

export interface ContentEditorProps<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  /** `?item=`: an existing item, a new one, or closed. */
  open: OpenItem;
  /** The kind's items (undefined while they load; null when they failed: the screen shows that error). */
  items: ContentItemOf[K][] | undefined | null;
  categories: ContentCategory[];
  /** The category shown on the screen: a new item's starting category. */
  category: number | null;
  onClose: () => void;
  onSaved: (item: ContentItemOf[K]) => void;
  onDelete: (item: ContentItemOf[K]) => void;
}

/**
 * The item of `?item=<id>` (or the form of `?item=new`) in a drawer on the right, full width on phones. Closing a
 * form with unsaved changes asks first. An id that is not among the hotel's items (deleted meanwhile, or a stale
 * link) says so.
 */
export function ContentEditor<K extends ContentKind>({
  descriptor,
  open,
  items,
  categories,
  category,
  onClose,
  onSaved,
  onDelete,
}: ContentEditorProps<K>) {
  const narrow = useNarrowScreen();
  const t = descriptor.texts;
  // The last item shown stays in the drawer while it slides out.
  const [shown, setShown] = useState<OpenItem>(open);
  if (
    open !== null &&
    (open.kind !== shown?.kind || (open.kind === 'existing' && shown.kind === 'existing' && open.id !== shown.id))
  ) {
    setShown(open);
  }
  const found = shown?.kind === 'existing' ? items?.find((candidate) => candidate.id === shown.id) : undefined;
  // A deleted item leaves the list while the drawer slides out: it keeps showing the item, not «not found».
  const [last, setLast] = useState(found);
  if (found && found !== last) setLast(found);
  const item = found ?? (open === null && shown?.kind === 'existing' && last?.id === shown.id ? last : undefined);

  const { onDirtyChange, requestClose, markClean, dialog } = useDiscardGuard(onClose, f, { opened: open !== null });

  function saved(value: ContentItemOf[K]) {
    markClean();
    onSaved(value);
  }

  let title: string = t.newTitle;
  let body: ReactNode = null;
  if (shown?.kind === 'new') {
    body = (
      <ContentForm
        key="new"
        descriptor={descriptor}
        category={category}
        categories={categories}
        onSaved={saved}
        onCancel={requestClose}
        onDirtyChange={onDirtyChange}
      />
    );
  } else if (shown?.kind === 'existing') {
    if (item) {
      title = item.title;
      body = (
        <ContentForm
          key={item.id}
          descriptor={descriptor}
          item={item}
          category={category}
          categories={categories}
          onSaved={saved}
          onCancel={requestClose}
          onDelete={onDelete}
          onDirtyChange={onDirtyChange}
        />
      );
    } else if (items === undefined) {
      title = ru.content.loading;
      body = <FormSkeleton />;
    } else {
      title = ru.content.edit;
      body = <LoadError title={t.notFound} message={undefined} />;
    }
  }

  const layer = useDialogLayer(open !== null);
  return (
    <>
      <Drawer
        opened={open !== null}
        {...layer}
        onClose={requestClose}
        position="right"
        size={narrow ? '100%' : 'lg'}
        title={title}
        closeButtonProps={{ 'aria-label': f.close }}
        classNames={{ title: classes.title, header: classes.header }}
      >
        {body}
      </Drawer>
      <LazyConfirmDialog {...dialog} />
    </>
  );
}
