'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import styles from './auth.module.css';

/**
 * A step's heading. When the step replaces another, focus moves here so screen readers announce
 * the new step instead of silence (unless the step focuses its own field).
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}
