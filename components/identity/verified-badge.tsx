import styles from './identity.module.css';

/** The verified badge (platform spec §1): a check and the words, never colour alone. */
export function VerifiedBadge({ label }: { label: string }) {
  return (
    <p className={styles.badge}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </p>
  );
}
