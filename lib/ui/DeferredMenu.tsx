'use client';

import type { Menu, MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type ComponentType,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  type SyntheticEvent,
  useCallback,
  useRef,
} from 'react';
import type { LoadedMenuProps } from './deferred-chunk';
import { lazyPart } from './lazy-part';
import { useHandOver, useLeaveReport } from './useHandOver';

/**
 * Mantine's Menu, its code (Menu, Popover, floating-ui: about 25 KiB gzip) out of the screen's first load: a menu
 * opens on a click, never in the first paint (docs/decisions/190-first-load.md). *
 * Earns its place (bench/first-load.ts, 2026-12-05): with Select, Menu and Tooltip loaded at once, six screens' first
 * load passes the 260 KiB budget — the desk 293 KiB (233 with the deferred ones), `/hotel` 270 (231), the reports 270
 * (238), `/staff` 267 (243), `/promo` 267 (256), `/services` 261 (245).
 */
const LoadedMenu = lazyPart<LoadedMenuProps>(
  () => import('./deferred-chunk').then((m) => m.LoadedMenu as ComponentType<LoadedMenuProps>),
  'idle',
);

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onMouseEnter?: (event: SyntheticEvent) => void;
}

export interface DeferredMenuProps extends Omit<MenuProps, 'children'> {
  /** The trigger: a button that accepts a ref (`ActionIcon`, `Button`). */
  target: ReactElement<TargetProps>;
  /** The dropdown, written with the `Menu` it is given: `(Menu) => <Menu.Dropdown>…</Menu.Dropdown>`. */
  children: (menu: typeof Menu) => ReactNode;
}

/** Reports, before the trigger in front of which it stands leaves the page, whether the trigger had the focus. */
function FocusProbe({ node, onLeave }: { node: RefObject<HTMLElement | null>; onLeave: (focused: boolean) => void }) {
  useLeaveReport(node, onLeave);
  return null;
}

/**
 * A Menu behind a trigger on a screen's first view (a row's «⋮»): the trigger alone, with the same markup a
 * closed Menu gives it (`aria-haspopup="menu"`, `aria-expanded="false"`), until the Menu's code is in (once the
 * browser is idle, or at once when the trigger is pointed at, pressed or focused); then the same trigger in
 * Mantine's Menu. A click on it meanwhile (a mouse, Enter or Space) opens the menu once the code is in, and a
 * trigger that had the focus keeps it.
 */
export function DeferredMenu({ target, children, ...props }: DeferredMenuProps) {
  const node = useRef<HTMLElement | null>(null);
  // The trigger in the Menu takes over what its stand-in was given: the focus, and a press, clicked again after
  // the commit so that Mantine's own handler opens the menu (and records the trigger to give the focus back to).
  const { onLeave, onPress, takeOver } = useHandOver<HTMLElement>();
  const setNode = useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
  const { ref: ownRef, ...own } = target.props;
  // The trigger's own ref is kept (the caller may give the focus back to it later); stable while that ref is.
  const standInRef = useMergedRef(ownRef, setNode);
  const targetRef = useMergedRef(ownRef, takeOver);
  const load = () => void LoadedMenu.load();
  const fallback = (
    <>
      <FocusProbe node={node} onLeave={onLeave} />
      {
        // A ref callback and event handlers, called on commit and on events, not during render.
        cloneElement(target, {
          ref: standInRef,
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onPointerDown: (event: SyntheticEvent) => {
            load();
            own.onPointerDown?.(event);
          },
          onMouseEnter: (event: SyntheticEvent) => {
            load();
            own.onMouseEnter?.(event);
          },
          onFocus: (event: SyntheticEvent) => {
            load();
            own.onFocus?.(event);
          },
          onClick: (event: MouseEvent<HTMLElement>) => {
            onPress();
            load();
            own.onClick?.(event);
          },
        } as Partial<TargetProps>)
      }
    </>
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedMenu {...props} target={cloneElement(target, { ref: targetRef })} dropdown={children} />
    </Suspense>
  );
}

/** Starts loading the Menu's code (once); resolves when it is in. */
DeferredMenu.load = (): Promise<unknown> => LoadedMenu.load();
