import { financeAccounting, hrAdminLegal } from './corporate';
import { customerServiceBpo, marketing, sales } from './commercial';
import type { JobFunctionNode } from './node';
import { education, healthcare, hospitality, logistics } from './services';
import { engineering, itSoftware } from './technical';

export type { JobFunctionNode } from './node';

/** Main functions in display order (sales first, as in the footer's category lists). */
export const jobFunctionTree: JobFunctionNode[] = [
  sales,
  itSoftware,
  customerServiceBpo,
  financeAccounting,
  healthcare,
  engineering,
  marketing,
  hrAdminLegal,
  education,
  hospitality,
  logistics,
];

export interface JobFunctionRow {
  id: number;
  level: 1 | 2 | 3;
  parentId: number | null;
  seoValue: string;
  labels: JobFunctionNode['labels'];
  sort: number;
}

/** Flattens the tree into job_functions rows; `sort` keeps sibling order. */
export function jobFunctionRows(): JobFunctionRow[] {
  const rows: JobFunctionRow[] = [];
  const visit = (nodes: JobFunctionNode[], level: 1 | 2 | 3, parentId: number | null) => {
    nodes.forEach((item, index) => {
      rows.push({ id: item.id, level, parentId, seoValue: item.seoValue, labels: item.labels, sort: index + 1 });
      if (level < 3) visit(item.children, (level + 1) as 2 | 3, item.id);
    });
  };
  visit(jobFunctionTree, 1, null);
  return rows;
}
