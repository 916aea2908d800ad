'use client';

import {
  Button,
  Input,
  type MantineSize,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useTopLayer } from '@/lib/ui/dialog-layer';
import { iconNameError } from '../model/icon-names';
import { type GuestAppIcon, guestAppIcon, type IconGroup, iconLabel, searchIcons } from '../model/icons';
import classes from './IconPicker.module.css';

const t = ru.icons;
const GROUPS = Object.keys(t.groups) as IconGroup[];

/** What the field shows for its value: the icon and its Russian name, «None», or the unknown name with a warning. */
function Preview({ value, size }: { value: string; size: number }) {
  const icon = value === '' ? undefined : guestAppIcon(value);
  if (value === '')
    return (
      <Text span c="dimmed" size="sm">
        {t.none}
      </Text>
    );
  if (!icon) {
    return (
      <>
        <IconAlertCircle size={size} color="var(--mantine-color-alert-filled)" stroke={1.8} aria-hidden />
        <Text span size="sm" className={classes.fieldLabel}>
          {t.unknownShort(value)}
        </Text>
      </>
    );
  }
  return (
    <>
      <icon.Icon size={size} stroke={1.6} aria-hidden="true" />
      <Text span size="sm" className={classes.fieldLabel}>
        {iconLabel(icon.name)}
      </Text>
    </>
  );
}

function Option({ icon, selected, onPick }: { icon: GuestAppIcon; selected: boolean; onPick: () => void }) {
  const label = iconLabel(icon.name);
  return (
    <UnstyledButton
      className={classes.option}
      aria-label={label}
      title={label}
      aria-pressed={selected}
      onClick={onPick}
    >
      <icon.Icon size={24} stroke={1.6} aria-hidden="true" />
    </UnstyledButton>
  );
}

/**
 * The icon field of a virtual category or item: a button showing the chosen icon with its name (or «None»), which
 * opens a searchable grid of the guest app's icons by group, plus «Без иконки». Nothing can be typed in, so no name
 * the guest app does not know gets in; a stored unknown name shows a warning and asks for one from the list.
 * `value` is the stored name, '' for none.
 */
export function IconPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  size = 'sm',
}: {
  label: string;
  value: string;
  onChange: (name: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  size?: MantineSize;
}) {
  const [opened, setOpened] = useState(false);
  // The open picker is the top layer: a dialog around the field then leaves Escape to it (Mantine's modals listen
  // for Escape on the window, before the picker sees it).
  useTopLayer(opened);
  const [query, setQuery] = useState('');
  const id = useId();
  const found = useMemo(() => searchIcons(query), [query]);
  const known = value === '' ? undefined : guestAppIcon(value);
  const shown = value === '' ? t.none : known ? iconLabel(known.name) : t.unknownShort(value);
  const message = error ?? iconNameError(value);

  const close = () => {
    setOpened(false);
    setQuery('');
    onBlur?.();
  };
  const pick = (name: string) => {
    onChange(name);
    close();
  };
  // Escape is heard on the window, as by the modals: pressed before the focus trap has moved the focus into the
  // picker, it still closes the picker (and, the picker being the top layer, only the picker).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  return (
    <Input.Wrapper label={label} error={message} size={size} id={id}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        position="bottom-start"
        width={320}
        trapFocus
        returnFocus
        closeOnEscape={false}
        // Our own roles: Mantine's would name the dialog after the field (aria-labelledby wins over aria-label).
        withRoles={false}
        shadow="md"
      >
        <Popover.Target>
          <Button
            id={id}
            variant="default"
            size={size}
            fullWidth
            justify="flex-start"
            className={classes.field}
            disabled={disabled}
            aria-label={t.fieldName(label, shown)}
            title={shown}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-controls={opened ? `${id}-icons` : undefined}
            aria-invalid={message !== undefined}
            onClick={() => (opened ? close() : setOpened(true))}
          >
            <span className={classes.preview}>
              <Preview value={value} size={18} />
            </span>
          </Button>
        </Popover.Target>
        <Popover.Dropdown id={`${id}-icons`} className={classes.dropdown} role="dialog" aria-label={t.dialogLabel}>
          <Stack gap="xs">
            <TextInput
              size="sm"
              label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Button
              variant={value === '' ? 'light' : 'subtle'}
              size="xs"
              justify="flex-start"
              aria-pressed={value === ''}
              onClick={() => pick('')}
            >
              {t.noneOption}
            </Button>
            <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
              {found.length === 0 ? (
                <Text size="sm" c="dimmed" role="status">
                  {t.noResults}
                </Text>
              ) : (
                <Stack gap="xs">
                  {GROUPS.map((group) => {
                    const icons = found.filter((icon) => icon.group === group);
                    if (icons.length === 0) return null;
                    return (
                      <div key={group} role="group" aria-label={t.groups[group]}>
                        <Text size="xs" fw={600} c="dimmed" mb={4}>
                          {t.groups[group]}
                        </Text>
                        <div className={classes.grid}>
                          {icons.map((icon) => (
                            <Option
                              key={icon.name}
                              icon={icon}
                              selected={icon.name === value}
                              onPick={() => pick(icon.name)}
                            />
                          ))}
                        </div>
                      </div>
                    );
                  })}
                </Stack>
              )}
            </ScrollArea.Autosize>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
