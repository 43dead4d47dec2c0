import { expect, it } from 'vitest'
import { createProgram } from './program.js'
import { CLI_VERSION } from './version.js'

it('the appkit command prints its version', async () => {
  const program = createProgram().exitOverride()
  let output = ''
  program.configureOutput({ writeOut: (text) => (output += text) })
  await expect(program.parseAsync(['node', 'appkit', '--version'])).rejects.toMatchObject({
    code: 'commander.version',
  })
  expect(output.trim()).toBe(CLI_VERSION)
})
