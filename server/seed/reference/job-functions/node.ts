import type { SeedLabels } from '../labels';

/** A level of the taxonomy: main function → sub-function → job title. */
export interface JobFunctionNode {
  id: number;
  /** English, lower-case, hyphenated; unique across the whole taxonomy so URLs never collide. */
  seoValue: string;
  labels: SeedLabels;
  children: JobFunctionNode[];
}

export function node(id: number, seoValue: string, labels: SeedLabels, children: JobFunctionNode[] = []): JobFunctionNode {
  return { id, seoValue, labels, children };
}
