import { getFit, listFits } from '@/services/fit';
import { documentSite } from '@/services/browser';
import { quietApiClient } from '@/services/session-lifecycle';
import { profileSectionAnchor } from '@/components/profile/section-anchor';

/**
 * Fit, explained (docs/decisions/0075). The search and job pages are one cached document for
 * everyone, so a signed-in seeker's fit is put in place here, by the idle-loaded header module:
 * the cards' empty `[data-fit-job]` slots get their label, the job page's `[data-fit-detail]`
 * section its reasons. Every sentence is the platform's, worded in the page's language; this
 * only places text (textContent, never markup) and links each missing fact to its profile section.
 */
export async function fillFit(root: Document = document): Promise<void> {
  const http = quietApiClient();
  const slots = [...root.querySelectorAll<HTMLElement>('[data-fit-job]:not([data-fit-done])')];
  const detail = root.querySelector<HTMLElement>('[data-fit-detail]:not([data-fit-done])');
  for (const slot of slots) slot.dataset.fitDone = '';
  if (detail) detail.dataset.fitDone = '';
  const ids = [...new Set(slots.map((slot) => Number(slot.dataset.fitJob)).filter((id) => Number.isInteger(id) && id > 0))];
  await Promise.all([
    ids.length > 0
      ? listFits(http, ids)
          .then((fits) => {
            const byId = new Map(fits.map((fit) => [fit.job_id, fit]));
            for (const slot of slots) {
              const fit = byId.get(Number(slot.dataset.fitJob));
              if (!fit) continue;
              slot.textContent = fit.label;
              slot.dataset.fitLevel = fit.level;
              slot.hidden = false;
            }
          })
          .catch(() => undefined)
      : null,
    detail ? fillDetail(http, detail).catch(() => undefined) : null,
  ]);
}

async function fillDetail(http: ReturnType<typeof quietApiClient>, section: HTMLElement): Promise<void> {
  const fit = await getFit(http, Number(section.dataset.fitDetail));
  const label = section.querySelector<HTMLElement>('[data-fit-label]');
  if (label) {
    label.textContent = fit.label;
    label.dataset.fitLevel = fit.level;
  }
  const { language } = documentSite();
  const parts = { matches: fit.matches, missing: fit.missing, add: fit.add } as const;
  for (const [name, reasons] of Object.entries(parts)) {
    const part = section.querySelector<HTMLElement>(`[data-fit-part="${name}"]`);
    const list = part?.querySelector('ul');
    if (!part || !list) continue;
    list.replaceChildren(
      ...reasons.map((reason) => {
        const item = root(section).createElement('li');
        item.dataset.factor = reason.factor;
        if ('section' in reason) {
          const link = root(section).createElement('a');
          link.href = `/${language}/manage-profile#${profileSectionAnchor(String(reason.section))}`;
          link.textContent = reason.text;
          item.append(link);
        } else {
          item.textContent = reason.text;
        }
        return item;
      }),
    );
    part.hidden = reasons.length === 0;
  }
  section.hidden = false;
}

const root = (element: HTMLElement) => element.ownerDocument;

/** Fills the slots now, and those a client-side navigation brings later (at most once a frame). */
export function followFit(): () => void {
  void fillFit();
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      if (document.querySelector('[data-fit-job]:not([data-fit-done]),[data-fit-detail]:not([data-fit-done])')) void fillFit();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
