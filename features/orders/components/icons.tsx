import type { SVGProps } from 'react';

/*
 * The few line icons the desk needs, inline (no icon package is installed). 24×24 grid, stroke in currentColor,
 * hidden from assistive technology: the control around each carries the name.
 */

function Icon({ children, size = 18, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {children}
    </svg>
  );
}

export function PlusIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function SoundOnIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M4 9v6h4l5 4V5L8 9H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </Icon>
  );
}

export function SoundOffIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M4 9v6h4l5 4V5L8 9H4z" />
      <path d="M17 9l5 6M22 9l-5 6" />
    </Icon>
  );
}

export function MessageIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v11H9l-5 4V5z" />
    </Icon>
  );
}

export function SearchIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  );
}

export function CalendarIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Icon>
  );
}

export function InboxIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M4 13l2.5-8h11L20 13v6H4v-6z" />
      <path d="M4 13h5a3 3 0 0 0 6 0h5" />
    </Icon>
  );
}
