import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The frame of every account page: one card with the page's heading and a short lead. */
export function AuthCard({ title, lead, wide, children }: { title: string; lead?: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
