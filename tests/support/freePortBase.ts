import { assertPortFree } from '../../services/chain/assertPortFree.js'
import { freePort } from '../../services/chain/freePort.js'
import { PORT_OFFSETS } from '../../services/dev/devDefaults.js'

/** A port base whose stack ports (PORT_OFFSETS from it) are free now: for tests that start the dev stack. */
export async function freePortBase(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort()
    const base = port + 548 > 65_535 ? port - 10_000 : port
    const ports = Object.values(PORT_OFFSETS).map((offset) => base + offset)
    const free = await Promise.all(
      ports.map((port) =>
        assertPortFree('127.0.0.1', port, 'test').then(
          () => true,
          () => false,
        ),
      ),
    )
    if (free.every(Boolean) || attempt >= 10) return base
  }
}
