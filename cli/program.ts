import { Command } from 'commander'
import { registerAdminCommand } from './admin.js'
import { registerDevCommand } from './dev.js'
import { registerInitCommand } from './init.js'

export const CLI_VERSION = '0.1.0'

/** Builds the `appkit` command line; each subcommand registers itself here. */
export function createProgram(): Command {
  const program = new Command()
    .name('appkit')
    .description('Scaffold, run and diagnose an appkit wallet modal in a React app.')
    .version(CLI_VERSION)
    .showHelpAfterError()
  registerInitCommand(program)
  registerDevCommand(program)
  registerAdminCommand(program)
  return program
}
