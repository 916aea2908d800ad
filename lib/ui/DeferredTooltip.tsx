'use client';

import type { TooltipProps } from '@mantine/core';
import {
  type ComponentType,
  cloneElement,
  isValidElement,
  type ReactElement,
  type Ref,
  Suspense,
  type SyntheticEvent,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { lazyPart } from './lazy-part';

/**
 * Mantine's Tooltip, its code (floating-ui: about 17 KiB gzip with the Popover's part) out of the screen's first
 * load: a tooltip shows on hover or focus, never in the first paint
 * (docs/decisions/190-first-load.md). *
 * Earns its place (bench/first-load.ts, 2026-12-05): with Select, Menu and Tooltip loaded at once, six screens' first
 * load passes the 260 KiB budget — the desk 293 KiB (233 with the deferred ones), `/hotel` 270 (231), the reports 270
 * (238), `/staff` 267 (243), `/promo` 267 (256), `/services` 261 (245).
 */
const LoadedTooltip = lazyPart<TooltipProps>(
  () => import('./deferred-chunk').then((m) => m.Tooltip as ComponentType<TooltipProps>),
  'idle',
);

interface ChildProps {
  ref?: Ref<Element>;
  onMouseEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
}

/**
 * Where the focus is in an element: -1 on the element itself, else the index of the focused one among its
 * descendants (a switch inside the tooltip's target); null when the focus is elsewhere.
 */
function focusIn(node: Element | null): number | null {
  const active = document.activeElement;
  if (node === null || active === null) return null;
  if (active === node) return -1;
  const index = Array.from(node.querySelectorAll('*')).indexOf(active);
  return index >= 0 ? index : null;
}

/** Reports, before the element before which it stands leaves the page, where the focus was in it. */
function FocusProbe({ node, onLeave }: { node: { current: Element | null }; onLeave: (focus: number | null) => void }) {
  useLayoutEffect(() => () => onLeave(focusIn(node.current)), [node, onLeave]);
  return null;
}

/**
 * A Tooltip around one element (a button, a note) on a screen's first view: the element alone until the tooltip's
 * code is in (once the browser is idle, or at the first hover or focus), then the same element in the Tooltip. The
 * element is put on the page again then: if the focus was on it or in it, it is put back there.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const node = useRef<Element | null>(null);
  const focus = useRef<number | null>(null);
  const onLeave = useCallback((where: number | null) => {
    focus.current = where;
  }, []);
  const takeFocus = useCallback((element: Element | null) => {
    const where = focus.current;
    if (element === null || where === null) return;
    focus.current = null;
    const target = where === -1 ? element : element.querySelectorAll('*')[where];
    if (target instanceof HTMLElement) target.focus();
  }, []);
  if (!isValidElement(children)) return children;
  const child = children as ReactElement<ChildProps>;
  const own = child.props;
  const fallback = (
    <>
      <FocusProbe node={node} onLeave={onLeave} />
      {cloneElement(child, {
        ref: node,
        onMouseEnter: (event: SyntheticEvent) => {
          void LoadedTooltip.load();
          own.onMouseEnter?.(event);
        },
        onFocus: (event: SyntheticEvent) => {
          void LoadedTooltip.load();
          own.onFocus?.(event);
        },
      })}
    </>
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedTooltip {...props}>
        {
          // A ref callback, called on commit, not during render.
          // eslint-disable-next-line react-hooks/refs
          cloneElement(child, { ref: takeFocus })
        }
      </LoadedTooltip>
    </Suspense>
  );
}

/** Starts loading the Tooltip's code (once); resolves when it is in. */
DeferredTooltip.load = (): Promise<unknown> => LoadedTooltip.load();
