'use client';

import Link from 'next/link';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import type { NavItem } from '@/lib/ui/nav';

/**
 * The start screen: who is signed in, which hotel they work with and in what role, and the way into every
 * area that exists (`areas`, given by `app/(main)` from its navigation).
 */
export function HomePage({ areas }: { areas: NavItem[] }) {
  const { user, activeHotel, role, hotels } = useAuthenticatedSession();
  const name = user.firstName || user.email || ru.home.noName;

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{ru.home.greeting(name)}</Title>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-hotel">
          <Text id="home-hotel" size="sm" c="dimmed" fw={500}>
            {ru.home.activeHotel}
          </Text>
          <Title order={2} size="h3" mt="xs">
            {activeHotel?.name}
          </Title>
          <Stack gap={4} mt="sm">
            {activeHotel?.city && (
              <Text>
                {ru.home.city}: {activeHotel.city}
              </Text>
            )}
            {role && (
              <Text>
                {ru.home.role}: {ru.roles[role]}
              </Text>
            )}
            {hotels.length > 1 && (
              <Text size="sm" c="dimmed">
                {ru.home.otherHotels(hotels.length)}
              </Text>
            )}
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-account">
          <Text id="home-account" size="sm" c="dimmed" fw={500}>
            {ru.home.account}
          </Text>
          <Title order={2} size="h3" mt="xs">
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
          </Title>
          <Stack gap={4} mt="sm">
            {user.email && (
              <Text>
                {ru.home.email}: {user.email}
              </Text>
            )}
            {/* A phone the backend did not send (or the user never gave) is not shown. */}
            {user.phone && (
              <Text>
                {ru.home.phone}: {user.phone}
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      {areas.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="home-areas">
          <Title id="home-areas" order={2} size="h3">
            {ru.home.areas}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {areas.map((area) => (
              <Card key={area.key} withBorder radius="md" padding="lg">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4}>
                    <Anchor component={Link} href={area.href} fw={500} size="lg">
                      {area.label}
                    </Anchor>
                    {area.description && (
                      <Text size="sm" c="dimmed">
                        {area.description}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
