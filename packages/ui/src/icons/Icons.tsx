import type { ReactNode, SVGProps } from 'react';

/**
 * Decorative icons: always aria-hidden, because the text beside them (visible or visually hidden) carries the
 * meaning. They draw in currentColor at 1em so they follow the text they sit in.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** An icon component drawing `shapes`; the header's icons, shown larger, use a thinner stroke. */
function drawnIcon(shapes: ReactNode, strokeWidth = 2.5) {
  return function DrawnIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const CheckIcon = drawnIcon(<path d="M4 12.5l5 5L20 6.5" />);

export const WarningIcon = drawnIcon(
  <>
    <path d="M12 3L2 21h20L12 3z" />
    <path d="M12 10v5" />
    <path d="M12 18.5v.01" />
  </>,
);

export const DangerIcon = drawnIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v6" />
    <path d="M12 16.5v.01" />
  </>,
);

export const InfoIcon = drawnIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v6" />
    <path d="M12 7.5v.01" />
  </>,
);

export const CloseIcon = drawnIcon(<path d="M6 6l12 12M18 6L6 18" />);

export const HomeIcon = drawnIcon(
  <>
    <path d="M3 11l9-8 9 8" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </>,
);

export const ChevronIcon = drawnIcon(<path d="M9 5l7 7-7 7" />);

export const BasketIcon = drawnIcon(
  <>
    <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </>,
  2,
);

export const MenuIcon = drawnIcon(<path d="M4 6.5h16M4 12h16M4 17.5h16" />, 2);

export const PersonIcon = drawnIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
  </>,
  2,
);
