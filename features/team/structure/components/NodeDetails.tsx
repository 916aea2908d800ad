'use client';

import { Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import type { NodeRef, TreeKind, TreeNode } from '../../api';
import { PATH_SEPARATOR } from '../model/lists';
import { isTempId } from '../queries';
import classes from './NodeDetails.module.css';
import { ChannelSubscriptions, PositionSubscriptions } from './Subscriptions';

interface NodeDetailsProps {
  kind: TreeKind;
  root: TreeNode;
  node: TreeNode;
  /** The node's place in the tree; null for the root. */
  nodeRef: NodeRef | null;
  canEdit: boolean;
  onAddChild: (parentId: number) => void;
  onRename: (node: TreeNode) => void;
  onDelete: (node: TreeNode) => void;
}

/**
 * The selected node: its path and name, the tree actions as regular buttons (the keyboard's way to them without
 * shortcuts), and what hangs on it — a channel's subscribers, a position's channels and staff. The root stands for
 * the whole hotel: it gets a short explanation instead.
 */
export function NodeDetails({ kind, root, node, nodeRef, canEdit, onAddChild, onRename, onDelete }: NodeDetailsProps) {
  const t = ru.structure[kind];
  const isRoot = node.id === root.id;
  const headingId = `structure-node-${node.id}`;
  const path = nodeRef ? [root.name, ...nodeRef.path] : [];
  const editable = canEdit && !isTempId(node.id);

  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <header className={classes.header}>
        <div className={classes.heading}>
          <Text fz="xs" c="dimmed" className={classes.path}>
            {isRoot ? ru.structure.root : path.join(PATH_SEPARATOR)}
          </Text>
          <Title order={2} id={headingId} className={classes.title}>
            {node.name}
          </Title>
        </div>
        {editable && (
          <Group gap="xs" className={classes.actions}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} stroke={1.8} aria-hidden />}
              onClick={() => onAddChild(node.id)}
            >
              {t.addChildShort}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} stroke={1.8} aria-hidden />}
              onClick={() => onRename(node)}
            >
              {ru.structure.rename}
            </Button>
            {!isRoot && (
              <Button
                size="xs"
                variant="light"
                color="alert"
                leftSection={<IconTrash size={14} stroke={1.8} aria-hidden />}
                onClick={() => onDelete(node)}
              >
                {ru.structure.delete}
              </Button>
            )}
          </Group>
        )}
      </header>
      {isRoot || !nodeRef ? (
        <div className={classes.root}>
          <IconSitemap size={28} className={classes.rootIcon} stroke={1.8} aria-hidden />
          <div>
            <Text fz="sm">{t.rootText}</Text>
            {canEdit && (
              <Text fz="sm" c="dimmed" mt={4}>
                {t.rootAdminText}
              </Text>
            )}
          </div>
        </div>
      ) : (
        <div className={classes.lists}>
          {kind === 'channels' ? (
            <ChannelSubscriptions key={node.id} channel={nodeRef} canEdit={canEdit} />
          ) : (
            <PositionSubscriptions key={node.id} position={nodeRef} canEdit={canEdit} />
          )}
        </div>
      )}
    </section>
  );
}

/** The panel while the tree loads, at its final size. */
export function NodeDetailsSkeleton() {
  return (
    <div className={classes.panel} aria-busy="true" aria-label={ru.common.loading}>
      <div className={classes.header}>
        <div className={classes.heading}>
          <Skeleton height={10} width={120} radius="sm" />
          <Skeleton height={24} width={220} radius="sm" mt={8} />
        </div>
      </div>
      <div className={classes.lists}>
        {[0, 1].map((section) => (
          <div key={section}>
            <Skeleton height={18} width={180} radius="sm" />
            <Skeleton height={36} mt="xs" radius="sm" maw="28rem" />
            <Skeleton height={144} mt="xs" radius="sm" />
          </div>
        ))}
      </div>
    </div>
  );
}
