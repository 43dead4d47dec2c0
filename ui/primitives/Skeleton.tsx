export type SkeletonProps = { width?: number | string; height?: number | string; round?: boolean }

/** A placeholder with the size of content that is coming (no spinner). */
export function Skeleton({ width = '100%', height = 16, round = false }: SkeletonProps) {
  return (
    <span className={round ? 'skeleton round' : 'skeleton'} style={{ width, height }} aria-hidden="true" />
  )
}
