import type { ReactNode } from 'react';

interface IconProps {
  /** Width and height in px; the icon follows the text colour. */
  size?: number;
}

/**
 * Our icons, drawn as SVG so that they look the same on every device: characters such as emoji or
 * symbols show as empty boxes on phones without a font for them. Decorative: the control that holds
 * one names itself (`aria-label`).
 */
function Icon({ size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A bin: deletes what it stands beside. */
export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}

/** Six dots: a handle to drag something by. */
export function GripIcon(props: IconProps) {
  return (
    <Icon {...props}>
      {[6, 12, 18].flatMap((y) => [
        <circle key={`l${y}`} cx="9" cy={y} r="1.5" fill="currentColor" stroke="none" />,
        <circle key={`r${y}`} cx="15" cy={y} r="1.5" fill="currentColor" stroke="none" />,
      ])}
    </Icon>
  );
}
