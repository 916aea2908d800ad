'use client';

import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  InputClearButton,
  type SelectProps,
} from '@mantine/core';
import { type ComponentType, type Ref, Suspense, useRef } from 'react';
import { lazyPart } from './lazy-part';
import { useHandOver, useLeaveReport } from './useHandOver';

type StringSelectProps = SelectProps<string> & { ref?: Ref<HTMLInputElement> };

/**
 * Mantine's Select, its code (Combobox, Popover, ScrollArea, floating-ui: about 16 KiB gzip) out of the screen's
 * first load: it arrives once the browser is idle, or at once when the field is focused
 * (docs/decisions/190-first-load.md). *
 * Earns its place (bench/first-load.ts, 2026-12-05): with Select, Menu and Tooltip loaded at once, six screens' first
 * load passes the 260 KiB budget — the desk 293 KiB (233 with the deferred ones), `/hotel` 270 (231), the reports 270
 * (238), `/staff` 267 (243), `/promo` 267 (256), `/services` 261 (245).
 */
const LoadedSelect = lazyPart<StringSelectProps>(
  () => import('./deferred-chunk').then((m) => m.Select as ComponentType<StringSelectProps>),
  'idle',
);

function selectedLabel(data: StringSelectProps['data'], value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return getOptionsLockup(getParsedComboboxData(data))[value]?.label ?? '';
}

/**
 * The Select's field while its code arrives: Mantine's public InputBase with the same label, value or placeholder,
 * chevron or clear button, so nothing moves when the Select replaces it (a Select's input is an InputBase). Focusing
 * it starts the load; the Select then takes the focus (and opens, as a focused searchable Select does), and a click
 * made meanwhile (which opens any Select).
 */
function SelectField(props: StringSelectProps & { onFocusLost: (focused: boolean) => void; onPress: () => void }) {
  const { data, value, searchable, clearable, readOnly, disabled, error, size, onFocusLost, onPress } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  useLeaveReport(inputRef, onFocusLost);
  const label = props.searchValue ?? selectedLabel(data, value);
  // What Select shows at its right: the clear button once there is something to clear, else the chevron.
  const showsClear = clearable && value !== null && value !== undefined && value !== '' && !disabled && !readOnly;
  return (
    <InputBase
      ref={inputRef}
      id={props.id}
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      className={props.className}
      style={props.style}
      aria-label={props['aria-label']}
      required={props.required}
      withAsterisk={props.withAsterisk}
      leftSection={props.leftSection}
      radius={props.radius}
      variant={props.variant}
      size={size}
      error={error}
      disabled={disabled}
      rightSection={
        props.rightSection ??
        (showsClear ? (
          <InputClearButton tabIndex={-1} aria-hidden {...props.clearButtonProps} />
        ) : (
          <ComboboxChevron size={size} error={error} color={props.chevronColor} />
        ))
      }
      rightSectionPointerEvents={props.rightSectionPointerEvents || 'none'}
      readOnly={readOnly || !searchable}
      pointer={!searchable}
      value={label}
      onChange={() => undefined}
      onFocus={() => void LoadedSelect.load()}
      onClick={onPress}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
    />
  );
}

/**
 * A Select for a screen's first view (a toolbar's filter): the same props and the same field as Mantine's, its code
 * loaded after the screen's first paint. Forms in drawers and dialogs, which load later anyway, use `Select` itself.
 */
export function DeferredSelect(props: SelectProps<string>) {
  // The Select's input takes over the focus its stand-in had and a click made on it, which Mantine's own handler
  // then answers: a Select without search opens on a click, not on the focus.
  const { onLeave, onPress, takeOver } = useHandOver<HTMLInputElement>();
  return (
    <Suspense fallback={<SelectField {...props} onFocusLost={onLeave} onPress={onPress} />}>
      {/* The list is on the page only while open: Mantine keeps a closed one mounted, and floating-ui then positions
          it as the screen mounts, a style recalculation of the whole page (decision 191). */}
      <LoadedSelect {...props} comboboxProps={{ keepMounted: false, ...props.comboboxProps }} ref={takeOver} />
    </Suspense>
  );
}

/** Starts loading the Select's code (once); resolves when it is in. */
DeferredSelect.load = (): Promise<unknown> => LoadedSelect.load();
