import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@/lib/ui/icons';

/*
 * Line icons of the facility categories, by the catalogue's `icon` names (server/seed/data.ts), in the style of
 * lib/ui/icons.tsx (24×24, stroke = currentColor). Decorative: the section's heading names the category.
 */

const PATHS: Record<string, ReactNode> = {
  wifi: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0" />
      <path d="M5.5 12.5a9.5 9.5 0 0 1 13 0" />
      <path d="M8.75 16a5 5 0 0 1 6.5 0" />
      <path d="M12 19.5h.01" />
    </>
  ),
  parking: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5" />
    </>
  ),
  spa: (
    <>
      <path d="M12 3c2.6 3.3 4.5 5.6 4.5 8a4.5 4.5 0 0 1-9 0c0-2.4 1.9-4.7 4.5-8z" />
      <path d="M3 20c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1" />
    </>
  ),
  restaurant: (
    <>
      <path d="M5 3v5a3 3 0 0 0 6 0V3" />
      <path d="M8 3v18" />
      <path d="M18 21V3c-2.2 1.2-3.5 4-3.5 8H18" />
    </>
  ),
  child: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M12 8.5v6.5" />
      <path d="M7.5 11h9" />
      <path d="M12 15l-3 5.5M12 15l3 5.5" />
    </>
  ),
  shuttle: (
    <>
      <rect x="4" y="3.5" width="16" height="13.5" rx="2" />
      <path d="M4 11h16" />
      <circle cx="8" cy="20" r="1.5" />
      <circle cx="16" cy="20" r="1.5" />
    </>
  ),
  fitness: <path d="M6.5 7.5v9M17.5 7.5v9M3.5 10v4M20.5 10v4M6.5 12h11" />,
  concierge: (
    <>
      <path d="M5 17a7 7 0 0 1 14 0" />
      <path d="M12 10V7.5M10 7.5h4" />
      <path d="M3 20h18" />
    </>
  ),
};

/** Facilities outside any category: loose tiles. */
const NONE = (
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <path d="M13.5 16.5h6M16.5 13.5v6" />
  </>
);

/** An unknown icon name: a star, like a generic "feature". */
const FALLBACK = <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />;

/** The icon of a category by its `icon` name; `none` for the «Без категории» group. */
export function CategoryIcon({ icon, size = 20, ...props }: IconProps & { icon: string | null }) {
  const paths = icon === 'none' ? NONE : (icon !== null && PATHS[icon]) || FALLBACK;
  return (
    <Icon size={size} {...props}>
      {paths}
    </Icon>
  );
}
