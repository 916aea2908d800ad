'use client';

import type { ComponentType } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { LazyOverlay } from './LazyOverlay';
import { lazyPart } from './lazy-part';

export type { ConfirmDialogProps } from './ConfirmDialog';

/**
 * The confirmation's modal, its code (Mantine's Modal with its ScrollArea, focus trap, scroll lock and floating-ui:
 * about 25 KiB gzip) out of the screens' first load: it arrives once the browser is idle
 * (docs/decisions/190-first-load.md).
 *
 * Earns its place (bench/first-load.ts, 2026-12-05): with the modal loaded at once `/hotel` and the desk pass the
 * 260 KiB budget (267 KiB each; 232 with it lazy), and `/staff`, `/positions`, `/profile` grow by 11–35 KiB.
 */
const ConfirmDialog = lazyPart<ConfirmDialogProps>(
  () => import('./ConfirmDialog').then((m) => m.ConfirmDialog as ComponentType<ConfirmDialogProps>),
  'idle',
);

/**
 * The one confirmation before a destructive action (lib/ui/ConfirmDialog.tsx), loaded lazily: nothing on the page
 * until it first opens, then the modal, kept there (its closing animation). Opened before its code is in, it shows
 * once the code is: nothing the user asked for is lost.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return <LazyOverlay opened={props.opened}>{(opened) => <ConfirmDialog {...props} opened={opened} />}</LazyOverlay>;
}

/** Starts loading the modal's code (once); resolves when it is in. */
LazyConfirmDialog.load = (): Promise<unknown> => ConfirmDialog.load();
