import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import * as z from 'zod'
import { type AdminCommand, adminCommandSchema, runAdminCommand } from '../admin/commands.js'
import type { Database } from '../db/database.js'
import { isRunning } from '../db/lockDataDir.js'
import { isServedHost } from '../hostCheck.js'
import { readBodyUpTo } from '../readBodyUpTo.js'

/** The largest admin command body read; anything longer is refused before parsing. */
const MAX_BODY_BYTES = 16 * 1024

/** What a running `appkit dev` writes beside dev.json (mode 0600): where `appkit admin` reaches its database. */
const adminChannelFileSchema = z.object({
  port: z.number().int().min(1).max(65535),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  pid: z.number().int().positive(),
})
export type AdminChannelFile = z.infer<typeof adminChannelFileSchema>

export type AdminChannel = { readonly port: number; close(): Promise<void> }

function answer(response: ServerResponse, status: number, body: { message: string } | { error: string }) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function sameToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  database: Database,
  token: string,
  port: number,
) {
  // Only the CLI on this machine: no browser (an Origin header), no other Host name (DNS rebinding), the token.
  if (
    request.headers.origin !== undefined ||
    !isServedHost(request.headers.host, new Set([`127.0.0.1:${port}`]))
  )
    return answer(response, 403, { error: 'the admin channel answers only `appkit admin` on this machine' })
  if (request.method !== 'POST' || request.url !== '/admin')
    return answer(response, 404, { error: 'POST /admin is the only route' })
  if (!sameToken(request.headers.authorization, token))
    return answer(response, 401, { error: 'wrong or missing admin token; read it from .appkit/admin.json' })
  const body = (await readBodyUpTo(request, MAX_BODY_BYTES))?.toString('utf8')
  if (body === undefined)
    return answer(response, 413, { error: `the command is over ${MAX_BODY_BYTES} bytes` })
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return answer(response, 400, { error: 'the command is not JSON' })
  }
  const command = adminCommandSchema.safeParse(json)
  if (!command.success)
    return answer(response, 400, { error: `not an admin command: ${command.error.issues[0]?.message}` })
  try {
    return answer(response, 200, { message: await runAdminCommand(database, command.data) })
  } catch (error) {
    return answer(response, 400, {
      error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    })
  }
}

/**
 * Lets `appkit admin` change the running stack's database (an allowed origin takes effect at once, no restart):
 * a loopback HTTP listener on a free port, with a random token written to `file` (mode 0600) and removed on close.
 */
export async function startAdminChannel(parameters: {
  database: Database
  file: string
}): Promise<AdminChannel> {
  const token = randomBytes(32).toString('hex')
  let port = 0
  const server = createServer((request, response) => {
    handle(request, response, parameters.database, token, port).catch(() => {
      if (!response.headersSent) answer(response, 500, { error: 'the admin command failed' })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  const content: AdminChannelFile = { port, token, pid: process.pid }
  mkdirSync(dirname(parameters.file), { recursive: true })
  const written = `${JSON.stringify(content)}\n`
  writeFileSync(parameters.file, written, { mode: 0o600 })
  // A file left from before keeps its mode through writeFileSync: set it either way.
  chmodSync(parameters.file, 0o600)
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      // Only our own file: a later stack may have written its own since.
      try {
        if (readFileSync(parameters.file, 'utf8') === written) rmSync(parameters.file, { force: true })
      } catch {}
    },
  }
}

/** The channel a running `appkit dev` left in `file`, or undefined when there is none (or its process is gone). */
export function readAdminChannel(file: string): AdminChannelFile | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${file} is not JSON; remove it if no \`appkit dev\` is running`)
  }
  const parsed = adminChannelFileSchema.safeParse(json)
  if (!parsed.success)
    throw new Error(`${file} is not an admin channel file; remove it if no \`appkit dev\` is running`)
  return isRunning(parsed.data.pid) ? parsed.data : undefined
}

/** Sends one command to a running `appkit dev`; answers its line, or throws its refusal. */
export async function sendAdminCommand(channel: AdminChannelFile, command: AdminCommand): Promise<string> {
  let response: Response
  try {
    response = await fetch(`http://127.0.0.1:${channel.port}/admin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw new Error(
      `the running appkit dev (pid ${channel.pid}) did not answer on 127.0.0.1:${channel.port}; stop it and try again`,
    )
  }
  const body = z
    .union([z.object({ message: z.string() }), z.object({ error: z.string() })])
    .safeParse(await response.json().catch(() => undefined))
  if (!body.success)
    throw new Error(`the running appkit dev answered ${response.status} with no admin answer`)
  if ('error' in body.data) throw new Error(body.data.error)
  return body.data.message
}
