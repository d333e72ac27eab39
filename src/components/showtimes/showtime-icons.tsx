/** The calendar icon, once per page; chips point at it with <use>. */
export function ShowtimeIcons() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id="icon-calendar" viewBox="0 0 16 16">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          d="M2.75 3.75h10.5v9.5H2.75zM2.75 6.75h10.5M5.5 2v3M10.5 2v3M8 8.5v3M6.5 10h3"
        />
      </symbol>
    </svg>
  );
}
