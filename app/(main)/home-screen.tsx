'use client';

import { HomePage } from '@/features/home/HomePage';
import { homeAreas } from './nav';
import { useMainNav } from './use-main-nav';

/** The start screen; its cards are the navigation's areas (the user menu's), home itself left out. */
export function HomeScreen() {
  const { items } = useMainNav();
  return <HomePage areas={homeAreas(items)} />;
}
