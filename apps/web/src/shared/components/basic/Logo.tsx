/**
 * The product's mark, a shield with a tick: blue on the page (the menu, the sign-in card), or
 * `inverted`, white on the public pages' blue header.
 */
export function Logo({
  className,
  size,
  inverted = false,
}: {
  className?: string;
  size?: number;
  inverted?: boolean;
}) {
  const [shield, tick] = inverted ? ['#fff', '#1677ff'] : ['#1677ff', '#fff'];
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M24 3 6 10v12c0 11.1 7.7 20.9 18 23 10.3-2.1 18-11.9 18-23V10L24 3Z" fill={shield} />
      <path
        d="m15.5 24.5 6 6 11-12"
        fill="none"
        stroke={tick}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
