'use client';

import { ActionIcon, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconUserOff } from '@tabler/icons-react';
import { useRef } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DeferredMenu } from '@/lib/ui/DeferredMenu';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import type { StaffAccount } from '../../api';
import { displayName } from '../model/format';
import classes from './StaffActions.module.css';

const t = ru.staff;

export interface StaffActionHandlers {
  /** Opens the edit form; `trigger` gets the focus back when it closes. */
  onEdit: (account: StaffAccount, trigger: HTMLElement | null) => void;
  onDeactivate: (account: StaffAccount, trigger: HTMLElement | null) => void;
}

interface StaffActionsProps extends StaffActionHandlers {
  account: StaffAccount;
  /** The signed-in user's own row: one cannot deactivate oneself, so the action is not offered. */
  self: boolean;
}

/**
 * A row's actions in a menu (Enter or Space opens it, arrows move, Escape closes): «Изменить» and, unless it is
 * one's own account or already deactivated, «Деактивировать» — disabled, with the reason, for someone who also
 * works in a hotel the user does not administer (the server would refuse).
 */
export function StaffActions({ account, self, onEdit, onDeactivate }: StaffActionsProps) {
  const target = useRef<HTMLButtonElement>(null);
  const name = displayName(account);
  const canDeactivate = !self && account.status !== 'deactivated';
  return (
    // The Menu's code arrives once the browser is idle (or when the button is pointed at or focused): the list's
    // first load is the rows alone (docs/decisions/190-first-load.md).
    <DeferredMenu
      position="bottom-end"
      shadow="md"
      width={260}
      withinPortal
      target={
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.actions(name)}
          className={classes.trigger}
        >
          <IconDotsVertical size={18} stroke={1.8} aria-hidden />
        </ActionIcon>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
            onClick={() => onEdit(account, target.current)}
          >
            {t.edit}
          </Menu.Item>
          {canDeactivate &&
            (account.worksElsewhere ? (
              // A disabled button gets no pointer events: the wrapper carries the tooltip, the second line says it
              // to keyboard and touch users.
              <DeferredTooltip label={t.worksElsewhereHint} multiline w={260} position="left" withArrow>
                <div>
                  <Menu.Item color="alert" leftSection={<IconUserOff size={16} stroke={1.8} aria-hidden />} disabled>
                    {t.deactivate}
                    <Text component="span" display="block" fz="xs" c="dimmed">
                      {t.worksElsewhere}
                    </Text>
                  </Menu.Item>
                </div>
              </DeferredTooltip>
            ) : (
              <Menu.Item
                color="alert"
                leftSection={<IconUserOff size={16} stroke={1.8} aria-hidden />}
                onClick={() => onDeactivate(account, target.current)}
              >
                {t.deactivate}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}
