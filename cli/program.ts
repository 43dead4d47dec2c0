import { Command } from 'commander'
import { registerAdminCommand } from './admin.js'
import { registerDevCommand } from './dev.js'
import { registerDoctorCommand } from './doctor.js'
import { registerInitCommand } from './init.js'
import { registerValidateCommand } from './validate.js'
import { CLI_VERSION } from './version.js'

/** Builds the `appkit` command line; each subcommand registers itself here. */
export function createProgram(): Command {
  const program = new Command()
    .name('appkit')
    .description('Scaffold, run and diagnose an appkit wallet modal in a React app.')
    .version(CLI_VERSION)
    .showHelpAfterError()
  registerInitCommand(program)
  registerDoctorCommand(program)
  registerValidateCommand(program)
  registerDevCommand(program)
  registerAdminCommand(program)
  return program
}
