import type { ComponentType, ReactNode } from 'react';
import { Icon, type IconProps } from '@/lib/ui/icons';

/*
 * Line icons of the safety and sights categories, by their `icon` names (Tabler's, server/seed/content-data.ts),
 * in the style of lib/ui/icons.tsx (24×24, stroke = currentColor). Decorative: the tab names the category.
 */

const PATHS: Record<string, ReactNode> = {
  flame: <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.8 1 3 2.5 3.5C11 9 11 6 12 3z" />,
  'first-aid-kit': (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M12 10.5v6M9 13.5h6" />
    </>
  ),
  sos: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  mountain: <path d="m3 20 6-10 4 6 2-3 6 7z" />,
  'building-museum': <path d="M3 21h18M4 10h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8M12 3l8 4H4z" />,
  'building-castle': (
    <>
      <path d="M4 21V8h3v3h3V8h4v3h3V8h3v13z" />
      <path d="M10 21v-4a2 2 0 0 1 4 0v4" />
    </>
  ),
  trees: (
    <>
      <path d="M8 4 4 13h8zM8 13v8" />
      <path d="M16 4a4 4 0 0 1 4 4c0 2.5-1.8 4.5-4 5-2.2-.5-4-2.5-4-5a4 4 0 0 1 4-4zM16 13v8" />
    </>
  ),
  'tools-kitchen-2': <path d="M5 3v5a3 3 0 0 0 6 0V3M8 3v18M18 21V3c-2.2 1.2-3.5 4-3.5 8H18" />,
  confetti: <path d="m4 20 4-11 7 7zM14 4l.5 2M19 5l-2 1.5M20 10h-2M10 3l1 1.5" />,
  'shopping-bag': <path d="M6 8h12l-1 13H7zM9 8V6a3 3 0 0 1 6 0v2" />,
};

/** A category's icon by its name; the kind's own icon for a name not drawn here. */
export function CategoryIcon({
  name,
  fallback: Fallback,
  ...props
}: IconProps & { name: string; fallback: ComponentType<IconProps> }) {
  const paths = PATHS[name];
  return paths ? <Icon {...props}>{paths}</Icon> : <Fallback {...props} />;
}
