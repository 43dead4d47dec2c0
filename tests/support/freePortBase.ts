import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { assertPortFree } from '../../services/chain/assertPortFree.js'
import { PORT_OFFSETS } from '../../services/dev/devDefaults.js'

const SPAN = Math.max(...Object.values(PORT_OFFSETS)) + 1

/**
 * The first port the OS hands out for `listen(0)` and outgoing connections. A base is chosen below it: a port the OS
 * gives to another test's server or socket between this check and the stack's bind cannot land in a stack's range
 * (CI: 'listen EADDRINUSE 127.0.0.1:44350' when the base came from the ephemeral range).
 */
function ephemeralLow(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)
    if (low !== undefined && Number.isInteger(low) && low > 10_000 + SPAN) return low
  } catch {}
  return 32_768
}

/** A port base whose stack ports (PORT_OFFSETS from it) are free now: for tests that start the dev stack. */
export async function freePortBase(): Promise<number> {
  const low = 10_000
  const high = ephemeralLow() - SPAN
  for (let attempt = 0; ; attempt++) {
    const base = randomInt(low, high)
    const ports = Object.values(PORT_OFFSETS).map((offset) => base + offset)
    const free = await Promise.all(
      ports.map((port) =>
        assertPortFree('127.0.0.1', port, 'test').then(
          () => true,
          () => false,
        ),
      ),
    )
    if (free.every(Boolean) || attempt >= 20) return base
  }
}
