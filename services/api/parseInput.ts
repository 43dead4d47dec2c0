import type { z } from 'zod'
import { ServiceError } from './serviceError.js'

/** Parses `input` with `schema`, or refuses with 400 and every problem as "where.field: what to do". */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  where: string,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where
    return `${path}: ${issue.message}`
  })
  throw new ServiceError(400, 'INVALID_INPUT', problems.join('; '))
}
