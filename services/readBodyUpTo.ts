import type { IncomingMessage } from 'node:http'

/** A request's whole body, or undefined as soon as it grows past `limit` bytes (the rest is not read). */
export async function readBodyUpTo(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
