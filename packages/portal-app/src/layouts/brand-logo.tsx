import { brand } from '../config/brand';

/** The RemoteRL mark (same drawing as the favicon) and the product name as text. */
export function BrandLogo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ds-foreground">
      <svg
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="7" fill="#4782FF" />
        <path
          d="M10.5 24V8h6a5 5 0 0 1 0 10h-6m6.5 0 5.5 6"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {brand.productName}
    </span>
  );
}
