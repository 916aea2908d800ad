import { Anchor, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import type { SafetyItem } from '../api';
import { telHref } from '../model/format';
import classes from './ContentCard.module.css';

/** What a safety card shows under its title: the start of the text and the phones, each a `tel:` link (what there is). */
export function SafetyDetails({ item }: { item: SafetyItem }) {
  return (
    <>
      {item.text !== '' && (
        <Text fz="sm" c="dimmed" lineClamp={3} className={classes.text}>
          {item.text}
        </Text>
      )}
      {item.phones.length > 0 && (
        <ul className={classes.phones}>
          {item.phones.map((phone) => (
            <li key={phone}>
              <Anchor href={telHref(phone)} fz="sm" title={ru.content.call(phone)} className={classes.inlineLink}>
                <IconPhone size={14} stroke={1.8} aria-hidden />
                <span>{phone}</span>
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
