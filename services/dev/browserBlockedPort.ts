import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The ports above 1023 on the Fetch standard's "bad port" list (https://fetch.spec.whatwg.org/#bad-port): no browser
 * fetches, navigates to, frames or opens a websocket on them, whatever the host name says. Anvil cannot check Host
 * itself, so its private port is one of these: a DNS-rebinding page that finds it cannot send it anything.
 */
export const BROWSER_BLOCKED_PORTS = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
] as const

// Handed out by this process and not given back yet (two chains start at once).
const reserved = new Set<number>()

/**
 * Claims `port` across processes (stacks of several developers on one machine scan the same short list): a file in the
 * temporary directory names the claiming process; a claim of a process that is gone is taken over. Without it, two
 * stacks could both find a port free, and the loser's start could take the winner's anvil for its own.
 */
function claim(port: number): boolean {
  const file = join(tmpdir(), `walletdock-anvil-port-${port}.pid`)
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
    return true
  } catch {
    const owner = Number(readFileSync(file, 'utf8'))
    try {
      process.kill(owner, 0)
      return false
    } catch {
      writeFileSync(file, String(process.pid))
      return true
    }
  }
}

const isFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })

/** A free browser-blocked port on `host`, reserved (in this process and across processes) until `release`, or undefined when every one is taken. */
export async function reserveBrowserBlockedPort(host = '127.0.0.1'): Promise<number | undefined> {
  for (const port of BROWSER_BLOCKED_PORTS) {
    if (reserved.has(port)) continue
    reserved.add(port)
    if (!claim(port)) {
      reserved.delete(port)
      continue
    }
    if (await isFree(port, host)) return port
    releaseBrowserBlockedPort(port)
  }
  return undefined
}

/** Gives a reserved port back (its process stopped). */
export function releaseBrowserBlockedPort(port: number): void {
  reserved.delete(port)
  rmSync(join(tmpdir(), `walletdock-anvil-port-${port}.pid`), { force: true })
}
