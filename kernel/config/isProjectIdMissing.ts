/** spec section 5: the project id is required. A cheap check (no zod) the instance makes at creation. */
export function isProjectIdMissing(input: unknown): boolean {
  const projectId = (input as { projectId?: unknown } | null | undefined)?.projectId
  return typeof projectId !== 'string' || projectId.trim() === ''
}
