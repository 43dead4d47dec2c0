import { describe, expect, it } from 'vitest'
import { parsePortBase } from './dev.js'
import { createProgram } from './program.js'

describe('appkit dev', () => {
  it('is registered with --port-base defaulting to 4000', () => {
    const dev = createProgram().commands.find((command) => command.name() === 'dev')
    expect(dev?.options.find((option) => option.long === '--port-base')?.defaultValue).toBe('4000')
  })

  it('refuses a port base that leaves no room for the chain ports', () => {
    expect(parsePortBase('4100')).toBe(4100)
    expect(() => parsePortBase('65000')).toThrow(
      '--port-base must be a whole number from 1 to 64984 (ports up to base+551 are used)',
    )
    expect(() => parsePortBase('abc')).toThrow('got "abc"')
  })
})
