/**
 * Salary range filters (core spec §5): "Below 30K" is 0 to 30000, "Above 200K" is 200001 to
 * 400000 (the upper bound of §9), any other "Above X" is from X + 1 with no upper bound, and
 * every other filter is "X - Y" in thousands (or millions, "1M").
 */
export interface SalaryBounds {
  from: number;
  to?: number;
}

const upperBound = 400_000;

function amount(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([KkMm])$/.exec(text.trim());
  if (!match) return null;
  const unit = match[2]?.toUpperCase() === 'M' ? 1_000_000 : 1_000;
  return Math.round(Number(match[1]) * unit);
}

export function salaryBoundsOf(filter: string): SalaryBounds | null {
  const text = filter.trim();
  const below = /^Below\s+(.+)$/i.exec(text);
  if (below?.[1]) {
    const to = amount(below[1]);
    return to === null ? null : { from: 0, to };
  }
  const above = /^Above\s+(.+)$/i.exec(text);
  if (above?.[1]) {
    const from = amount(above[1]);
    if (from === null) return null;
    return from === 200_000 ? { from: from + 1, to: upperBound } : { from: from + 1 };
  }
  const [low, high, ...rest] = text.split('-');
  if (low === undefined || high === undefined || rest.length > 0) return null;
  const from = amount(low);
  const to = amount(high);
  return from === null || to === null || from > to ? null : { from, to };
}

/** The URL form of a filter key: "30K - 50K" → "30k-50k", "Below 30K" → "below-30k". */
export function salaryFilterSlug(key: string): string {
  return key
    .toLowerCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, '-');
}
