'use client';

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';

const t = ru.orders.otherHotel;

/**
 * An order link of another hotel than the active one (`?order=958&hotel=2`): instead of «not found», it says whose
 * order it is and offers to switch to that hotel, where the order opens; or, for a hotel the user does not work in,
 * says so. «Остаться» drops the link and stays on this hotel's desk.
 */
export function OrderHotelNotice({
  orderId,
  hotelId,
  onDismiss,
}: {
  orderId: number;
  hotelId: number;
  onDismiss: () => void;
}) {
  const { hotels, activeHotel, setActiveHotel } = useAuthenticatedSession();
  const target = hotels.find((hotel) => hotel.id === hotelId);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBuildingSkyscraper size={20} stroke={1.8} aria-hidden />}
      title={t.title(orderId)}
      role="status"
    >
      <Text size="sm">{target ? t.inHotel(target.name, activeHotel?.name ?? '') : t.noAccess}</Text>
      <Group gap="sm" mt="sm">
        {target && (
          <Button size="sm" onClick={() => setActiveHotel(target.id)}>
            {t.switchTo(target.name)}
          </Button>
        )}
        <Button size="sm" variant="default" onClick={onDismiss}>
          {target ? t.stay : t.close}
        </Button>
      </Group>
    </Alert>
  );
}
