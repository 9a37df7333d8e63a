/** A departure's first and last day, 'yyyy-MM-dd', both included. */
export interface DepartureSpan {
  startDate: string;
  endDate: string;
}

/** A departure that keeps its coordinators busy from its first to its last day. */
export interface StaffedSpan extends DepartureSpan {
  coordinators: readonly string[];
}

/**
 * Whether two departures share at least one calendar day: a group coming home on the 10th and
 * one leaving on the 10th overlap, since nobody can see off the second at the airport while
 * bringing the first back. Dates are 'yyyy-MM-dd', so comparing the text compares the days.
 */
export function spansOverlap(a: DepartureSpan, b: DepartureSpan): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** Who a first name stands for: ' giulia' and 'Giulia' are the same person. */
export function coordinatorKey(name: string): string {
  return name.trim().toLocaleLowerCase('it-IT');
}

/** The first of `names` already leading one of `others` on a day of `span`, with that departure; null when all are free. */
export function firstBusyCoordinator<T extends StaffedSpan>(
  span: DepartureSpan,
  names: readonly string[],
  others: readonly T[],
): { coordinator: string; other: T } | null {
  for (const name of names) {
    const key = coordinatorKey(name);
    const other = others.find(
      (candidate) =>
        spansOverlap(span, candidate) && candidate.coordinators.some((busy) => coordinatorKey(busy) === key),
    );
    if (other) return { coordinator: name.trim(), other };
  }
  return null;
}

/** One coordinator on two departures that share a day. */
export interface CoordinatorClash<T> {
  coordinator: string;
  /** The one starting first (or, on the same day, the one listed first). */
  first: T;
  second: T;
}

/**
 * Every pair of departures sharing a day and a coordinator, once per coordinator, ordered by
 * the first departure's start, then the second's.
 */
export function coordinatorClashes<T extends StaffedSpan>(departures: readonly T[]): CoordinatorClash<T>[] {
  const byStart = [...departures].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const clashes: CoordinatorClash<T>[] = [];
  for (const [i, first] of byStart.entries()) {
    for (const second of byStart.slice(i + 1)) {
      if (second.startDate > first.endDate) break;
      const shared = new Set(second.coordinators.map(coordinatorKey));
      const named = new Set<string>();
      for (const name of first.coordinators) {
        const key = coordinatorKey(name);
        if (shared.has(key) && !named.has(key)) {
          named.add(key);
          clashes.push({ coordinator: name.trim(), first, second });
        }
      }
    }
  }
  return clashes;
}
