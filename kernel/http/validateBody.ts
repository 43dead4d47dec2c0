import * as z from 'zod/mini'
import { InvalidResponseError } from '../errors/http.js'
import { apiErrorResponseSchema } from '../protocol/walletRegistry.js'

/**
 * Checks an answer's JSON body against the caller's schema. Its own module, loaded with the first
 * answer: the client's requests leave before zod and the answers' schemas are in the page.
 */
export function validateBody<schema extends z.core.$ZodType>(
  url: string,
  body: unknown,
  schema: schema,
): z.output<schema> {
  const result = z.safeParse(schema, body)
  if (!result.success) {
    const where = result.error.issues.map((issue) => issue.path.join('.') || '(body)').join(', ')
    throw new InvalidResponseError({ url, details: `unexpected shape at ${where}` })
  }
  return result.data as z.output<schema>
}

/** The services API's error code in a refused response's body, if the body is one of its errors. */
export function apiErrorCode(body: unknown): string | undefined {
  const parsed = z.safeParse(apiErrorResponseSchema, body)
  return parsed.success ? parsed.data.error.code : undefined
}
