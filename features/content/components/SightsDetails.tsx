import { Anchor, Text } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import type { SightsItem } from '../api';
import { formatDistance, mapUrl } from '../model/format';
import classes from './ContentCard.module.css';

const t = ru.content;

/**
 * What a sight's card shows under its title: the address, the distance from the hotel and, when it has
 * coordinates, a small «на карте» link to OpenStreetMap in a new tab; then the start of the description.
 */
export function SightsDetails({ item }: { item: SightsItem }) {
  const map = item.latitude !== null && item.longitude !== null ? mapUrl(item.latitude, item.longitude) : null;
  return (
    <>
      {item.address !== '' && (
        <Text fz="sm" className={classes.address}>
          <IconMapPin size={14} className={classes.addressIcon} stroke={1.8} aria-hidden />
          <span>{item.address}</span>
        </Text>
      )}
      {(item.distance !== null || map !== null) && (
        <div className={classes.meta}>
          {item.distance !== null && (
            <Text component="span" fz="sm" c="dimmed" title={t.distanceLabel}>
              {formatDistance(item.distance)}
            </Text>
          )}
          {map !== null && (
            <Anchor
              href={map}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              aria-label={t.onMapLabel(item.title)}
              className={classes.inlineLink}
            >
              <span>{t.onMap}</span>
              <IconExternalLink size={12} stroke={1.8} aria-hidden />
            </Anchor>
          )}
        </div>
      )}
      {item.description !== '' && (
        <Text fz="sm" c="dimmed" lineClamp={2} className={classes.text}>
          {item.description}
        </Text>
      )}
    </>
  );
}
