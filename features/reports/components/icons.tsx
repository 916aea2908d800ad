import type { SVGProps } from 'react';

/*
 * The few line icons of the reports screen (24×24, stroke = currentColor), inline so the screen needs no icon
 * package. Decorative: hidden from assistive technology; the control around them carries the name.
 */

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ children, size = 16, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v5M12 16h.01" />
    </Icon>
  );
}

export function ChartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16v-4M12 16V8M16 16v-6" />
    </Icon>
  );
}

/** Up, down, or both (not sorted) arrows of a sortable header. */
export function SortIcon({ sorted, ...props }: Omit<IconProps, 'direction'> & { sorted: 'asc' | 'desc' | null }) {
  return (
    <Icon {...props}>
      {sorted !== 'desc' && <path d="m8 9 4-4 4 4" opacity={sorted === null ? 0.45 : 1} />}
      {sorted !== 'asc' && <path d="m8 15 4 4 4-4" opacity={sorted === null ? 0.45 : 1} />}
    </Icon>
  );
}
