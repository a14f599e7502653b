import 'server-only';
import {
  type AppliedJob,
  type ApplicationStatus,
  type ApplicationTab,
  applicationSorts,
  applicationStatuses,
  applicationTabs,
  maxMyJobsPage,
  type SavedJob,
  savedJobSorts,
} from '@/lib/schemas/applications';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { getAppliedJobs, getSavedJobs } from '@/services/jobs';
import { type ServerSession, sessionHttp } from '@/services/server-session';

/** The five lists of platform spec §2 My jobs; saved first, as there. */
export const myJobsTabs = ['saved', ...applicationTabs] as const;
export type MyJobsTab = (typeof myJobsTabs)[number];

export const myJobsPageSize = 20;

export interface MyJobsView {
  tab: MyJobsTab;
  page: number;
  sort: string;
  /** Applied tab only: one state to show (withdrawn included), or all but withdrawn. */
  status: ApplicationStatus | null;
}

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list asked for in the query string; anything unknown falls back to the default, never a 422. */
export function readMyJobsView(params: Params): MyJobsView {
  const tabValue = one(params.tab);
  const tab = (myJobsTabs as readonly string[]).includes(tabValue ?? '') ? (tabValue as MyJobsTab) : 'saved';
  const pageValue = Number(one(params.page));
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= maxMyJobsPage ? pageValue : 1;
  const sorts: readonly string[] = tab === 'saved' ? savedJobSorts : applicationSorts;
  const sortValue = one(params.sort) ?? '';
  const statusValue = one(params.status) ?? '';
  return {
    tab,
    page,
    sort: sorts.includes(sortValue) ? sortValue : 'newest',
    status: tab === 'applied' && (applicationStatuses as readonly string[]).includes(statusValue) ? (statusValue as ApplicationStatus) : null,
  };
}

export type MyJobsList =
  | { kind: 'saved'; items: SavedJob[]; total: number; totalPages: number }
  | {
      kind: 'applications';
      items: AppliedJob[];
      total: number;
      totalPages: number;
      /** Applied tab without a chosen state: how many withdrawn ones the list leaves out. */
      withdrawn: number;
    };

/** One page of the list, read as the signed-in seeker. */
export async function loadMyJobs(site: { country: CountryKey; language: LanguageSlug }, session: ServerSession, view: MyJobsView): Promise<MyJobsList> {
  const http = sessionHttp(site, session);
  if (view.tab === 'saved') {
    const list = await getSavedJobs(http, { sort: view.sort, page: view.page, size: myJobsPageSize });
    return { kind: 'saved', items: list.saved_jobs, total: list.total_num, totalPages: list.total_pages };
  }
  // A chosen state lists that state alone (so withdrawn ones can be found); otherwise the tab's states.
  // The applied list leaves withdrawn applications out; it says how many, so none seems lost.
  const countWithdrawn = view.tab === 'applied' && !view.status;
  const [list, withdrawn] = await Promise.all([
    getAppliedJobs(http, {
      sort: view.sort,
      page: view.page,
      size: myJobsPageSize,
      ...(view.status ? { status: view.status } : { tab: view.tab as ApplicationTab }),
    }),
    countWithdrawn ? getAppliedJobs(http, { page: 1, size: 1, status: 'cancelled' }).then((found) => found.total_num) : 0,
  ]);
  return { kind: 'applications', items: list.applications, total: list.total_num, totalPages: list.total_pages, withdrawn };
}

/** The href of the list with some of its parameters changed (defaults left out). */
export function myJobsHref(view: MyJobsView, change: Partial<MyJobsView>): string {
  const next = { ...view, ...change };
  const query = new URLSearchParams({ tab: next.tab });
  if (next.sort !== 'newest') query.set('sort', next.sort);
  if (next.status) query.set('status', next.status);
  if (next.page > 1) query.set('page', String(next.page));
  return `/my-jobs?${query.toString()}`;
}
