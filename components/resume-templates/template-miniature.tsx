import { getTranslations } from 'next-intl/server';
import type { ResumeTemplateId } from '@/lib/resume-templates';
import styles from './template-miniature.module.css';

/**
 * A server-rendered miniature of one resume template, laid out as server/resume/generate.ts sets
 * the PDF (Classic: one centred column; Modern: the coloured sidebar on the start side; Compact:
 * the band and headings in a narrow column), filled with a sample profile in the page's language.
 * No script; the whole sheet is one figure with a text label for assistive technology.
 */
export async function TemplateMiniature({ template, label }: { template: ResumeTemplateId; label: string }) {
  const s = await getTranslations('ResumeSample');
  const h = await getTranslations('ResumePdf');
  const entry = (
    <>
      <p className={styles.entryTitle}>{s('jobTitle')}</p>
      <p className={styles.entryMeta}>
        {s('jobCompany')} · {s('jobPeriod')}
      </p>
      <p className={styles.muted}>{s('jobBody')}</p>
    </>
  );
  const school = (
    <>
      <p className={styles.entryTitle}>{s('school')}</p>
      <p className={styles.entryMeta}>{s('degree')}</p>
    </>
  );
  const body = (() => {
    if (template === 'modern') {
      return (
        <div className={`${styles.sheet} ${styles.modern}`}>
          <div className={styles.side}>
            <p className={styles.name}>{s('name')}</p>
            <p className={styles.headline}>{s('headline')}</p>
            <div className={styles.section}>
              <p className={styles.heading}>{h('contact')}</p>
              <p className={styles.muted}>{s('contact')}</p>
            </div>
            <div className={styles.section}>
              <p className={styles.heading}>{h('skills')}</p>
              <p className={styles.muted}>{s('skills')}</p>
            </div>
            <div className={styles.section}>
              <p className={styles.heading}>{h('languages')}</p>
              <p className={styles.muted}>{s('langs')}</p>
            </div>
          </div>
          <div className={styles.main}>
            <p className={styles.heading}>{h('summary')}</p>
            <p>{s('summary')}</p>
            <div className={styles.section}>
              <p className={styles.heading}>{h('experience')}</p>
              {entry}
            </div>
            <div className={styles.section}>
              <p className={styles.heading}>{h('education')}</p>
              {school}
            </div>
          </div>
        </div>
      );
    }
    if (template === 'compact') {
      const row = (title: string, content: React.ReactNode) => (
        <div className={styles.row}>
          <p className={styles.heading}>{title}</p>
          <div>{content}</div>
        </div>
      );
      return (
        <div className={`${styles.sheet} ${styles.compact}`}>
          <div className={styles.band}>
            <p className={styles.name}>{s('name')}</p>
            <p className={styles.headline}>{s('headline')}</p>
            <p className={styles.muted}>{s('contact')}</p>
          </div>
          <div className={styles.rows}>
            {row(h('summary'), <p>{s('summary')}</p>)}
            {row(h('experience'), entry)}
            {row(h('education'), school)}
            {row(h('skills'), <p>{s('skills')}</p>)}
            {row(h('languages'), <p>{s('langs')}</p>)}
          </div>
        </div>
      );
    }
    return (
      <div className={`${styles.sheet} ${styles.classic}`}>
        <div className={styles.top}>
          <p className={styles.name}>{s('name')}</p>
          <p className={styles.headline}>{s('headline')}</p>
          <p className={styles.muted}>{s('contact')}</p>
        </div>
        <div className={styles.section}>
          <p className={`${styles.heading} ${styles.rule}`}>{h('summary')}</p>
          <p>{s('summary')}</p>
        </div>
        <div className={styles.section}>
          <p className={`${styles.heading} ${styles.rule}`}>{h('experience')}</p>
          {entry}
        </div>
        <div className={styles.section}>
          <p className={`${styles.heading} ${styles.rule}`}>{h('education')}</p>
          {school}
        </div>
        <div className={styles.section}>
          <p className={`${styles.heading} ${styles.rule}`}>{h('skills')}</p>
          <p>{s('skills')}</p>
        </div>
      </div>
    );
  })();
  return (
    <div role="img" aria-label={label}>
      <div aria-hidden="true">{body}</div>
    </div>
  );
}
