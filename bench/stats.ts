export type Figures = { median: number; p90: number; min: number; max: number }

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b)

export function stats(values: readonly number[]): { median: number; min: number; max: number } {
  const ordered = sorted(values)
  const middle = Math.floor(ordered.length / 2)
  const median =
    ordered.length % 2 ? (ordered[middle] ?? 0) : ((ordered[middle - 1] ?? 0) + (ordered[middle] ?? 0)) / 2
  return { median, min: ordered[0] ?? 0, max: ordered.at(-1) ?? 0 }
}

/** The 90th percentile by nearest rank: the smallest value at least 90 % of the values do not exceed. */
export function p90(values: readonly number[]): number {
  const ordered = sorted(values)
  if (ordered.length === 0) return 0
  return ordered[Math.ceil(0.9 * ordered.length) - 1] ?? 0
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
