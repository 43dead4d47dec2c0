// The one project id rule: the kernel's config, the wire schemas the services check (projectIdSchema.ts
// builds on it), the relay, admin, `appkit init` and doctor (through the config schema) all use it.
// No zod here: the kernel's first bundle asks isProjectIdMissing only.

/** Ours: a project id is letters, digits, "_" and "-", 1 to 128 characters. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/
/** spec section 8's alert titles, with what to do. */
export const PROJECT_ID_MISSING = 'Project ID Not Configured. Set `projectId` to your project id'
export const PROJECT_ID_INVALID =
  'Invalid Project ID: a project id holds only letters, digits, "_" and "-" (1-128 characters)'

/** What is wrong with a project id, or undefined when it is one: missing (absent, not text, blank) or invalid. */
export function projectIdProblem(value: unknown): 'missing' | 'invalid' | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'missing'
  return PROJECT_ID_PATTERN.test(value.trim()) ? undefined : 'invalid'
}

/** spec section 5: the project id is required. A cheap check (no zod) the instance makes at creation, on the raw config. */
export function isProjectIdMissing(config: unknown): boolean {
  return projectIdProblem((config as { projectId?: unknown } | null | undefined)?.projectId) === 'missing'
}
