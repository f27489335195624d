import type { ServiceId } from './services';

const paths: Record<ServiceId, string> = {
  groups: 'M3 7h7v7H3zM14 7h7v7h-7zM8 17h8',
  routes: 'M5 19c4-8 10 0 14-8M5 19a2 2 0 1 0 0-.01M19 11a2 2 0 1 0 0-.01',
  alerts: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  observers: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
};

/** The tile's picture; decorative, the tile's name says what it is. */
export function ServiceIcon({ id, className }: { id: ServiceId; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={32}
      height={32}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[id]} />
    </svg>
  );
}
