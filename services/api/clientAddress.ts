import type { Context } from 'hono'

/** The remote address of the connection a request came on (the client the per-client rate limit counts); 'unknown' off Node. */
export function clientAddressOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}
