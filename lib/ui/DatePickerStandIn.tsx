'use client';

import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useLeaveReport } from './useHandOver';

/**
 * Mantine's class of a date picker's button (PickerInputBase), in @mantine/dates/styles.css, which every screen with
 * a picker imports.
 */
const DATES_INPUT_CLASS = 'm_6fa5e2aa';

export interface DatePickerStandInProps {
  /** The field's label, hint and class, as the picker is given them. */
  label?: ReactNode;
  description?: ReactNode;
  className?: string;
  /** The button's name when the field has no label. */
  'aria-label'?: string;
  /** A class of the button beside Mantine's. */
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
 * the same labelled button in the same classes and attributes with the same text, so nothing moves when the picker
 * replaces it. Shared by the desk's period and the reports' range (docs/decisions/135-desk-with-999-orders.md,
 * 155-deferred-confirmation-and-menu.md).
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
    <Input.Wrapper label={label} description={description} className={className} __staticSelector="DatePickerInput">
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
        classNames={{ input: inputClassName ? `${DATES_INPUT_CLASS} ${inputClassName}` : DATES_INPUT_CLASS }}
        __staticSelector="DatePickerInput"
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
