'use client';

import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import classes from './DatePickerStandIn.module.css';
import { useLeaveReport } from './useHandOver';

export interface DatePickerStandInProps {
  /** The field's label, hint and class, as the picker is given them. */
  label?: ReactNode;
  description?: ReactNode;
  className?: string;
  /** The button's name when the field has no label. */
  'aria-label'?: string;
  /** A class of the button beside the picker's look. */
  inputClassName?: string;
  /** What the picker shows: its value, or its placeholder. */
  children: ReactNode;
  /** Starts loading the picker's code: when the button is focused or pressed. */
  load: () => void;
  /** Called as the stand-in leaves the page: whether it had the focus (useHandOver). */
  onLeave?: (focused: boolean) => void;
  /** Called on a press (a mouse, Enter or Space), for the picker's button to take it over (useHandOver). */
  onPress?: () => void;
}

/**
 * A Mantine date picker's field while the picker's code (@mantine/dates with its Popover and floating-ui) arrives:
 * the same labelled button — Mantine's public Input as a button, with the two rules the picker's button adds — with
 * the same attributes and text, so nothing moves when the picker replaces it. Shared by the desk's period and the
 * reports' range (docs/decisions/190-first-load.md). *
 * Earns its place (bench/first-load.ts, 2026-12-05): with the pickers loaded at once the desk's first load is 285 KiB
 * and the reports' 267 KiB, over the 260 KiB budget (233 and 238 with the stand-in).
 */
export function DatePickerStandIn({
  label,
  description,
  className,
  'aria-label': ariaLabel,
  inputClassName,
  children,
  load,
  onLeave,
  onPress,
}: DatePickerStandInProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLeaveReport(button, onLeave);
  return (
    <Input.Wrapper label={label} description={description} className={className}>
      <Input
        ref={button}
        component="button"
        type="button"
        multiline
        data-dates-input
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={false}
        leftSection={<IconCalendar size={16} stroke={1.8} aria-hidden />}
        classNames={{ input: inputClassName ? `${classes.button} ${inputClassName}` : classes.button }}
        onFocus={load}
        onClick={() => {
          onPress?.();
          load();
        }}
      >
        {children}
      </Input>
    </Input.Wrapper>
  );
}
