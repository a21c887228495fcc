/** The product mark: a mortarboard on a blue tile. */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="zy-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f7cff" />
          <stop offset="1" stopColor="#0b3fa8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#zy-logo)" />
      <path d="M14 26 32 17l18 9-18 9z" fill="#fff" />
      <path d="M22 31v9c0 3 5 6 10 6s10-3 10-6v-9l-10 5z" fill="#fff" opacity=".85" />
      <path d="M48 27v11" stroke="#ffd666" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
