'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './settings.module.css';

export interface SettingsNavEntry {
  href: string;
  label: string;
}

/**
 * The sections of account settings: a row of tabs on a phone, a side list on a wide screen.
 * Client only to mark the current section (the layout does not know the path it wraps).
 */
export function SettingsNav({ label, entries }: { label: string; entries: SettingsNavEntry[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <NextLink href={entry.href} prefetch={false} aria-current={pathname === entry.href ? 'page' : undefined}>
              {entry.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
