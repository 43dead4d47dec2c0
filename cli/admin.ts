import { dirname, join } from 'node:path'
import type { Command } from 'commander'
import type { AdminCommand } from 'walletdock-services'
import { loadServices } from './loadServices.js'

type AdminOptions = { data: string }

/** Where a running `appkit dev` on this PGlite folder leaves its admin channel: beside the folder, with dev.json. */
function adminChannelFileOf(dataDir: string): string {
  return join(dirname(dataDir), 'admin.json')
}

/**
 * Runs one command: on the running `appkit dev` that holds this PGlite folder (so it takes effect without a
 * restart), else on the database itself (DATABASE_URL, else PGlite in --data).
 */
async function runCommand(options: AdminOptions, command: AdminCommand): Promise<string> {
  // The database and the admin channel are the walletdock-services package's (a dev dependency).
  const { openDatabase, readAdminChannel, runAdminCommand, sendAdminCommand } =
    await loadServices('appkit admin')
  const channel =
    process.env.DATABASE_URL === undefined ? readAdminChannel(adminChannelFileOf(options.data)) : undefined
  if (channel) return sendAdminCommand(channel, command)
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: options.data })
  try {
    return await runAdminCommand(database, command)
  } finally {
    await database.close()
  }
}

function parseSwitch(value: string): boolean {
  if (value === 'on' || value === 'true') return true
  if (value === 'off' || value === 'false') return false
  throw new Error(`write "on" or "off", got "${value}"`)
}

/** Registers `appkit admin ...`: projects, allowed origins and feature flags in the services database. */
export function registerAdminCommand(program: Command): Command {
  const admin = program
    .command('admin')
    .description(
      'Manage the services database (DATABASE_URL, else PGlite in --data); with `appkit dev` running on that folder, the change reaches it at once',
    )
    .option('--data <dir>', 'PGlite folder', '.appkit/data')

  /** Runs one command: an error (building it or running it) prints one line saying what to fix and exits 1. */
  const run = async (command: AdminCommand | (() => AdminCommand)) => {
    try {
      console.info(
        await runCommand(admin.opts<AdminOptions>(), typeof command === 'function' ? command() : command),
      )
    } catch (error) {
      console.error(`appkit admin: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      process.exitCode = 1
    }
  }

  admin
    .command('add-project <id>')
    .description('create a project; on an existing one, set only what is given (name) and add the origins')
    .option('--name <name>', 'display name')
    .option('--origin <origin...>', 'allowed origins or patterns such as https://*.example.com')
    .action((id: string, options: { name?: string; origin?: string[] }) =>
      run({ command: 'add-project', id, name: options.name, origins: options.origin }),
    )

  admin
    .command('add-origin <projectId> <origin>')
    .description('allow an origin or wildcard pattern for a project')
    .option('--unverified', "allowed, but not verified: the modal shows 'Unverified Domain' there")
    .action((projectId: string, origin: string, options: { unverified?: boolean }) =>
      run({ command: 'add-origin', projectId, origin, unverified: options.unverified === true }),
    )

  admin
    .command('remove-origin <projectId> <origin>')
    .description('remove an allowed origin from a project')
    .action((projectId: string, origin: string) => run({ command: 'remove-origin', projectId, origin }))

  admin
    .command('set-feature <projectId> <feature> <onOrOff>')
    .description(
      'turn a remote feature (email, socials, swaps, onramp, activity, reownBranding, multiWallet) on or off',
    )
    .action((projectId: string, feature: string, onOrOff: string) =>
      run(() => ({ command: 'set-feature', projectId, feature, enabled: parseSwitch(onOrOff) })),
    )
  admin
    .command('set-name <address> <name>')
    .description('give an address the identity name /v1/identity/{address} answers')
    .option('--avatar <url>', 'avatar image URL')
    .action((address: string, name: string, options: { avatar?: string }) =>
      run({ command: 'set-name', address, name, avatar: options.avatar }),
    )
  return admin
}
