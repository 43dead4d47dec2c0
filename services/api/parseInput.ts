import * as z from 'zod/mini'
import { MAX_JSON_DEPTH } from '../constants.js'
import { scanJson } from '../scanJson.js'
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

/** Whether text holds NUL or another C0 control character or DEL; tab, newline and carriage return pass when `whitespace` allows them. */
function hasControlCharacter(text: string, whitespace: 'allowed' | 'refused'): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x7f) return true
    if (code >= 0x20) continue
    if (whitespace === 'allowed' && (code === 0x09 || code === 0x0a || code === 0x0d)) continue
    return true
  }
  return false
}

/** The path of the first string (key or value) holding a control character, or undefined. */
function controlCharacterPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value, 'allowed') ? path : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, entry] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (hasControlCharacter(key, 'refused')) return at
    const found = controlCharacterPath(entry, at)
    if (found) return found
  }
  return undefined
}

/** Each request's body as read: the gate may read it (a project named in the body), then its route. */
const readBodies = new WeakMap<object, Promise<unknown>>()

/**
 * Reads a request body as JSON, or refuses with 400 saying what the body must be: not JSON, nested deeper
 * than MAX_JSON_DEPTH, or holding NUL or another control character. Read once per request: a second call
 * answers the first's result.
 */
export function readJsonBody(request: { text(): Promise<string> }, expected: string): Promise<unknown> {
  let body = readBodies.get(request)
  if (!body) {
    body = parseJsonBody(request, expected)
    readBodies.set(request, body)
  }
  return body
}

async function parseJsonBody(request: { text(): Promise<string> }, expected: string): Promise<unknown> {
  let text: string
  try {
    text = await request.text()
  } catch (error) {
    if (error instanceof ServiceError) throw error
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      'body: the upload broke off before its Content-Length; send the whole body',
    )
  }
  if (scanJson(text, Number.POSITIVE_INFINITY, MAX_JSON_DEPTH).depth > MAX_JSON_DEPTH)
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `body: nests deeper than ${MAX_JSON_DEPTH} levels; must be ${expected}`,
    )
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ServiceError(400, 'INVALID_INPUT', `body: must be ${expected}`)
  }
  const path = controlCharacterPath(value, 'body')
  if (path)
    throw new ServiceError(400, 'INVALID_INPUT', `${path}: holds NUL or another control character; remove it`)
  return value
}

/** Refuses a query or path holding NUL or another control character, before anything reads it. */
export function assertNoControlCharacters(url: URL): void {
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    throw new ServiceError(400, 'INVALID_INPUT', 'path: is not valid percent-encoding')
  }
  if (hasControlCharacter(path, 'refused'))
    throw new ServiceError(400, 'INVALID_INPUT', 'path: holds NUL or another control character; remove it')
  for (const [key, value] of url.searchParams)
    if (hasControlCharacter(key, 'refused') || hasControlCharacter(value, 'refused'))
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `query.${hasControlCharacter(key, 'refused') ? '?' : key}: holds NUL or another control character; remove it`,
      )
}
