import * as z from 'zod/mini'
import { ServiceError } from './serviceError.js'

/** Parses `input` with `schema`, or refuses with 400 and every problem as "where.field: what to do". */
export function parseInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
  where: string,
): z.output<Schema> {
  const result = z.safeParse(schema, input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where
    return `${path}: ${issue.message}`
  })
  throw new ServiceError(400, 'INVALID_INPUT', problems.join('; '))
}

/** Reads a request body as JSON, or refuses with 400 saying what the body must be. */
export async function readJsonBody(
  request: { json(): Promise<unknown> },
  expected: string,
): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new ServiceError(400, 'INVALID_INPUT', `body: must be ${expected}`)
  }
}
