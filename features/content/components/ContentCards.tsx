'use client';

import { ActionIcon, Skeleton, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { ContentItemOf, ContentKind } from '../api';
import type { KindDescriptor } from '../model/kinds';
import classes from './ContentCard.module.css';

const t = ru.content;

interface ContentCardProps<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  item: ContentItemOf[K];
  open: boolean;
  onEdit: (item: ContentItemOf[K]) => void;
  onDelete: (item: ContentItemOf[K]) => void;
}

function ContentCard<K extends ContentKind>({ descriptor, item, open, onEdit, onDelete }: ContentCardProps<K>) {
  const titleId = useId();
  const { Icon, Details } = descriptor;
  return (
    <li className={classes.card} aria-labelledby={titleId} data-open={open || undefined}>
      <div className={classes.thumb}>
        {item.image ? (
          <img src={item.image.url} alt={t.form.imageAlt(item.title)} loading="lazy" className={classes.image} />
        ) : (
          <Icon size={28} stroke={1.8} aria-label={t.noImage} role="img" />
        )}
      </div>
      <div className={classes.body}>
        <h3 className={classes.title} id={titleId}>
          <UnstyledButton onClick={() => onEdit(item)} className={classes.titleButton}>
            {item.title}
          </UnstyledButton>
        </h3>
        <Details item={item} />
      </div>
      <div className={classes.actions}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.editLabel(item.title)}
          onClick={() => onEdit(item)}
        >
          <IconPencil size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="alert"
          size="lg"
          aria-label={t.deleteLabel(item.title)}
          onClick={() => onDelete(item)}
        >
          <IconTrash size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
      </div>
    </li>
  );
}

export interface ContentCardsProps<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  items: ContentItemOf[K][];
  /** The list's name for assistive technology (the category's items). */
  label: string;
  openId: number | null;
  onEdit: (item: ContentItemOf[K]) => void;
  onDelete: (item: ContentItemOf[K]) => void;
}

/** The items of one category as cards: thumbnail (or the kind's icon), title, the kind's details, edit and delete. */
export function ContentCards<K extends ContentKind>({
  descriptor,
  items,
  label,
  openId,
  onEdit,
  onDelete,
}: ContentCardsProps<K>) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {items.map((item) => (
        <ContentCard
          key={item.id}
          descriptor={descriptor}
          item={item}
          open={item.id === openId}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

/** The cards' shape while the items load, at their final size. */
export function ContentCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={classes.grid} aria-busy="true" aria-label={t.loading}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={classes.card}>
          <Skeleton className={classes.thumb} />
          <div className={classes.body}>
            <Skeleton height={16} width={`${70 - (index % 3) * 12}%`} />
            <Skeleton height={12} width="90%" mt={10} />
            <Skeleton height={12} width="60%" mt={8} />
          </div>
        </li>
      ))}
    </ul>
  );
}
