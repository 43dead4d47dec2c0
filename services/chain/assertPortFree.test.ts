import { createServer } from 'node:net'
import { expect, it } from 'vitest'
import { assertPortFree } from './assertPortFree.js'
import { freePort } from './freePort.js'

it('says which port is taken and how to move it', async () => {
  const port = await freePort()
  await expect(assertPortFree('127.0.0.1', port, 'services API')).resolves.toBeUndefined()
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
  try {
    await expect(assertPortFree('127.0.0.1', port, 'services API')).rejects.toThrow(
      `port ${port} (services API) on 127.0.0.1 is in use, maybe by another appkit dev or demo; stop it or pass --port-base`,
    )
  } finally {
    await new Promise((resolve) => taken.close(resolve))
  }
})
