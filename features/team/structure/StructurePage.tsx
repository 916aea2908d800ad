'use client';

import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { LoadError } from '@/lib/ui/LoadError';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { TreeKind } from '../api';
import { ancestorIds, findNode } from '../model/tree';
import { teamQueries } from '../queries';
import { NodeDetails, NodeDetailsSkeleton } from './components/NodeDetails';
import { TreePanel, type TreePanelHandle } from './components/TreePanel';
import { TreePanelSkeleton } from './components/TreePanelSkeleton';
import { useExpandedNodes } from './hooks/useExpandedNodes';
import { useTreeActions } from './hooks/useTreeActions';
import { nodeRefsById } from './model/lists';
import { NARROW_QUERY, parseNodeId } from './model/selection';
import classes from './StructurePage.module.css';

const SEARCH_KEYS = ['node'] as const;

function Header({ kind }: { kind: TreeKind }) {
  const t = ru.structure[kind];
  return <ScreenHeader title={t.title} subtitle={t.subtitle} />;
}

function ReadOnlyNotice() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} stroke={1.8} aria-hidden />}>
      {ru.team.readOnly}
    </Alert>
  );
}

function StructureScreen({ kind }: { kind: TreeKind }) {
  const session = useAuthenticatedSession();
  const canEdit = session.isAdminedHotel;
  const [params, setParams] = useSearchState(SEARCH_KEYS);
  const requestedId = parseNodeId(params.node);

  const tree = useQuery(teamQueries.tree(kind));
  const root = tree.data;
  const {
    expanded,
    set: setExpanded,
    replace: replaceExpanded,
  } = useExpandedNodes(kind, session.activeHotel?.id ?? 0, root);
  const treePanel = useRef<TreePanelHandle>(null);
  const details = useRef<HTMLDivElement>(null);

  const requested = root && requestedId !== null ? findNode(root, requestedId) : null;
  // No `?node=` (or one no longer in the tree) selects the root.
  const selected = requested ?? root ?? null;
  const refs = useMemo(() => (root ? nodeRefsById(root) : null), [root]);

  function select(id: number) {
    setParams({ node: String(id) });
  }

  const actions = useTreeActions({
    kind,
    root,
    selectedId: selected?.id ?? null,
    onSelect: select,
    expand: setExpanded,
    tree: treePanel,
  });

  // A node from another hotel's tree means nothing here.
  useActiveHotelChange(() => {
    setParams({ node: null });
    actions.setEditing(null);
  });

  // A stale link (the node was deleted, here or elsewhere) falls back to the root, and the address says so — once
  // the tree is fresh: a cached copy from before the node was created must not drop the selection.
  const unknown = root !== undefined && requestedId !== null && requested === null && !tree.isFetching;
  useEffect(() => {
    if (unknown) setParams({ node: null });
  }, [unknown, setParams]);

  // A selection from the address (a reload, a shared link) opens the branches down to it, once per node.
  const revealed = useRef<number | null>(null);
  useEffect(() => {
    if (!root || requestedId === null || revealed.current === requestedId) return;
    const ancestors = ancestorIds(root, requestedId);
    if (!ancestors) return;
    revealed.current = requestedId;
    const closed = ancestors.filter((id) => !expanded.has(id));
    if (closed.length > 0) setExpanded(closed, true);
  }, [root, requestedId, expanded, setExpanded]);

  function selectFromTree(id: number) {
    select(id);
    // On a phone the details are under the tree.
    if (window.matchMedia(NARROW_QUERY).matches)
      details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  let content;
  if (!root && tree.isError) {
    content = (
      <LoadError
        title={ru.structure.loadError}
        message={tree.error.message}
        onRetry={() => void tree.refetch()}
        retrying={tree.isFetching}
      />
    );
  } else if (!root || !selected) {
    content = <StructureSkeleton />;
  } else {
    content = (
      <div className={classes.layout}>
        <div className={classes.treeColumn}>
          <TreePanel
            ref={treePanel}
            kind={kind}
            root={root}
            selectedId={selected.id}
            onSelect={selectFromTree}
            expanded={expanded}
            onExpand={setExpanded}
            onReplaceExpanded={replaceExpanded}
            canEdit={canEdit}
            editing={actions.editing}
            onEditingChange={actions.setEditing}
            onSubmitEditing={actions.submitEditing}
            onStartAdd={actions.startAdd}
            onStartRename={actions.startRename}
            onAskDelete={actions.askDelete}
            busyIds={actions.busyIds}
          />
        </div>
        <div className={classes.detailsColumn} ref={details}>
          <NodeDetails
            kind={kind}
            root={root}
            node={selected}
            nodeRef={refs?.get(selected.id) ?? null}
            canEdit={canEdit}
            onAddChild={actions.startAdd}
            onRename={actions.startRename}
            onDelete={actions.askDelete}
          />
        </div>
      </div>
    );
  }

  return (
    <Screen>
      <Header kind={kind} />
      {!canEdit && <ReadOnlyNotice />}
      {content}
      {actions.dialog}
    </Screen>
  );
}

function StructureSkeleton() {
  return (
    <div className={classes.layout}>
      <div className={classes.treeColumn}>
        <TreePanelSkeleton />
      </div>
      <div className={classes.detailsColumn}>
        <NodeDetailsSkeleton />
      </div>
    </div>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function StructureFallback({ kind }: { kind: TreeKind }) {
  return (
    <Screen>
      <Header kind={kind} />
      <StructureSkeleton />
    </Screen>
  );
}

/**
 * «Должности» and «Каналы»: one screen for both trees of the hotel, the kind passed in. The tree on the left (add
 * child, inline rename, delete with a count of what goes with it; the open branches kept per hotel across
 * reloads), the selected node on the right with what hangs on it (a channel's subscribed positions and people, a
 * position's channels and staff). The selection lives in `?node=`. Administrators of the hotel change everything;
 * managers read (ru.team.readOnly) and see no change controls at all.
 */
export function StructurePage({ kind }: { kind: TreeKind }) {
  return (
    <Suspense fallback={<StructureFallback kind={kind} />}>
      <StructureScreen kind={kind} />
    </Suspense>
  );
}
