import { createServer } from 'node:net'

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

const isFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })

/** A free browser-blocked port on `host`, reserved until `release`, or undefined when every one is taken. */
export async function reserveBrowserBlockedPort(host = '127.0.0.1'): Promise<number | undefined> {
  for (const port of BROWSER_BLOCKED_PORTS) {
    if (reserved.has(port)) continue
    reserved.add(port)
    if (await isFree(port, host)) return port
    reserved.delete(port)
  }
  return undefined
}

/** Gives a reserved port back (its process stopped). */
export function releaseBrowserBlockedPort(port: number): void {
  reserved.delete(port)
}
