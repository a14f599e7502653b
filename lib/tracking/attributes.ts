import { sceneFor } from './scenes';

/** What a server-rendered job list tells lib/tracking/start.ts about itself. */
export interface ListTracking {
  /** The search's query id; a list without one is not tracked (core spec §5). */
  queryId: string | undefined;
  page: 'home' | 'for_you' | 'search';
  subPage: string;
  pageNum?: number;
  recoFrom?: string;
  jobPreferenceId?: number;
}

/** The list's data attributes; none when there is no query id to report against. */
export function listAttributes(tracking: ListTracking | undefined): Record<string, string> {
  if (!tracking?.queryId) return {};
  const scene = sceneFor(tracking.page, tracking.subPage);
  return {
    'data-track-list': '',
    'data-query-id': tracking.queryId,
    'data-page': tracking.page,
    'data-sub-page': tracking.subPage,
    'data-page-num': String(tracking.pageNum ?? 1),
    ...(scene ? { 'data-scene': scene } : {}),
    ...(tracking.recoFrom ? { 'data-reco-from': tracking.recoFrom } : {}),
    ...(tracking.jobPreferenceId ? { 'data-job-preference-id': String(tracking.jobPreferenceId) } : {}),
  };
}

/** A card's data attributes: its job and 1-based place in the list. */
export function cardAttributes(tracking: ListTracking | undefined, jobId: number, position: number): Record<string, string> {
  if (!tracking?.queryId) return {};
  return { 'data-track-job': String(jobId), 'data-track-index': String(position) };
}
