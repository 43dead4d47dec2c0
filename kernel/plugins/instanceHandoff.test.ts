import { expect, it } from 'vitest'
import { createInstanceHandoff } from './instanceHandoff.js'

it('hands each instance its own value, whether asked before or after setup resolves it', async () => {
  const handoff = createInstanceHandoff<string>()
  const first = {}
  const second = {}
  const early = handoff.get(first)
  handoff.resolve(first, 'one')
  handoff.resolve(second, 'two')
  await expect(early).resolves.toBe('one')
  await expect(handoff.get(second)).resolves.toBe('two')
  handoff.delete(first)
  const later = handoff.get(first)
  handoff.resolve(first, 'again')
  await expect(later).resolves.toBe('again')
})
