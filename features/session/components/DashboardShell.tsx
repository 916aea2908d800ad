'use client';

import {
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Menu,
  NavLink,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { useAuthenticatedSession } from '@/lib/session';
import type { NavBadge, NavFallback, NavItem } from '@/lib/ui/nav';
import classes from './DashboardShell.module.css';

/** The counts of an entry that are shown: those above 0. */
function shownBadges(item: NavItem): readonly NavBadge[] {
  return (item.badges ?? []).filter((badge) => badge.count > 0);
}

const BADGE_COLOR: Record<NavBadge['tone'], string> = { waiting: 'yellow', alert: 'alert' };

/** An entry's counts as badges: beside its label in the navigation, and in the phone's header. */
function CountBadges({ badges, size }: { badges: readonly NavBadge[]; size: 'sm' | 'lg' }) {
  return badges.map((badge) => (
    <Badge
      key={badge.tone}
      size={size}
      color={BADGE_COLOR[badge.tone]}
      autoContrast
      circle={badge.count < 10}
      className={classes.navBadge}
    >
      {badge.count}
    </Badge>
  ));
}

function matches(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The href of the nav item the path belongs to: the longest match, so `/orders/reports` is not also «Заказы». */
export function activeHref(pathname: string | null, hrefs: readonly string[]): string | null {
  if (pathname === null) return null;
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return hrefs.filter((href) => matches(normalized, href)).sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The hotel switcher of the header (accessible name «Отель»). */
function HotelSwitcher() {
  const { hotels, activeHotel, setActiveHotel } = useAuthenticatedSession();
  return (
    <Select
      aria-label={ru.shell.hotel}
      className={classes.hotelSelect}
      data={hotels.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
      value={activeHotel ? String(activeHotel.id) : null}
      onChange={(value) => {
        if (value !== null) setActiveHotel(Number(value));
      }}
      allowDeselect={false}
      // The chevron's own width, not the field's height (44 px on touch screens): the hotel's name keeps the room.
      rightSectionWidth={28}
      checkIconPosition="right"
      // Its list on the page only while open: a list kept in the page (hidden) is positioned by floating-ui as the
      // page mounts, a forced style recalculation of the whole page on every screen's first render
      // (docs/decisions/191-first-paint-and-the-desk.md).
      comboboxProps={{ width: 'target', shadow: 'md', keepMounted: false }}
    />
  );
}

function UserMenu() {
  const { user, logout } = useAuthenticatedSession();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const initials = [user.firstName, user.lastName].map((part) => part.charAt(0)).join('') || user.email.charAt(0);
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button variant="subtle" color="dark" px="xs" aria-label={`${ru.shell.userMenu}: ${name}`}>
          <Box component="span" visibleFrom="sm" className={classes.userName}>
            {name}
          </Box>
          <Avatar component="span" hiddenFrom="sm" size="sm" color="blue">
            {initials.toUpperCase()}
          </Avatar>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} href={paths.profile()}>
          {ru.shell.profile}
        </Menu.Item>
        <Menu.Item color="alert" onClick={logout}>
          {ru.shell.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Under the navigation when the user menu did not load: what is shown instead, and «Повторить». */
function FallbackNotice({ fallback }: { fallback: NavFallback }) {
  return (
    <div role="status" className={classes.fallback}>
      <Text component="p" fz="xs" className={classes.fallbackText}>
        <IconAlertCircle size={14} className={classes.fallbackIcon} stroke={1.8} aria-hidden />
        {ru.menu.fallback}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="alert"
        leftSection={<IconRefresh size={12} stroke={1.8} aria-hidden />}
        onClick={fallback.onRetry}
        loading={fallback.retrying}
      >
        {ru.common.retry}
      </Button>
    </div>
  );
}

export interface DashboardShellProps {
  /** The entries of the navigation, in order (`app/(main)` derives them from the user menu). */
  nav: NavItem[];
  /** Set when the user menu did not load and `nav` is the role's fallback: a notice with a retry says so. */
  navFallback?: NavFallback | null;
  /** Controls of other features in the header, before the hotel switcher (the new-order alerts of features/orders). */
  headerActions?: ReactNode;
  children: ReactNode;
  /** The quick search's button, at the start of the header's tools (`app/(main)` composes it: it reads several features). */
  search?: ReactNode;
}

/**
 * The main application's frame: header (product name, hotel switcher, role, user menu) and the navigation of the
 * entries it is given (`app/(main)` owns them and their order). A burger opens it on phones.
 */
export function DashboardShell({
  nav,
  navFallback = null,
  headerActions = null,
  search = null,
  children,
}: DashboardShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = usePathname();
  const { role } = useAuthenticatedSession();
  const current = activeHref(
    pathname,
    nav.map((item) => item.href),
  );
  // On a phone the navigation is folded away: what it counts (the orders waiting, the late ones) stays in the header.
  const counted = nav.find((item) => shownBadges(item).length > 0);
  const countedBadges = counted ? shownBadges(counted) : [];

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <div className={classes.header}>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? ru.shell.closeNavigation : ru.shell.openNavigation}
          />
          <Box component={Link} href={paths.home()} className={classes.brand} visibleFrom="xs">
            {ru.app.name}
          </Box>
          {counted && (
            <UnstyledButton
              component={Link}
              href={counted.href}
              hiddenFrom="sm"
              className={classes.headerCount}
              aria-label={ru.shell.headerCount(counted.label, countedBadges.map((badge) => badge.label).join(', '))}
            >
              <CountBadges badges={countedBadges} size="lg" />
            </UnstyledButton>
          )}
          <div className={classes.spacer} />
          {search}
          {headerActions}
          <HotelSwitcher />
          {role && (
            <Badge variant="light" size="lg" visibleFrom="sm" aria-label={`${ru.shell.role}: ${ru.roles[role]}`}>
              {ru.roles[role]}
            </Badge>
          )}
          <UserMenu />
        </div>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={ru.shell.navigation} className={classes.navbar} mod={{ collapsed: !opened }}>
        <Stack gap={4} component="nav">
          {nav.map((item) => {
            const badges = shownBadges(item);
            return (
              <NavLink
                key={item.key}
                component={Link}
                href={item.href}
                label={item.label}
                aria-label={
                  badges.length > 0 ? [item.label, ...badges.map((badge) => badge.label)].join(', ') : undefined
                }
                rightSection={
                  badges.length > 0 ? (
                    <span className={classes.navBadges}>
                      <CountBadges badges={badges} size="sm" />
                    </span>
                  ) : undefined
                }
                active={item.href === current}
                aria-current={item.href === current ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
        </Stack>
        {navFallback && <FallbackNotice fallback={navFallback} />}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
