import type { Command } from 'commander'
import { addOrigin, addProject, removeOrigin, setFeature, setName } from '../services/admin/index.js'
import type { Database } from '../services/db/database.js'
import { openDatabase } from '../services/db/openDatabase.js'

type AdminOptions = { data: string }

async function withDatabase(
  options: AdminOptions,
  work: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: options.data })
  try {
    await work(database)
  } finally {
    await database.close()
  }
}

/** Runs one admin command: an error prints one line saying what to fix (no stack trace) and exits 1. */
function adminAction<Args extends unknown[]>(
  work: (...args: Args) => Promise<void>,
): (...args: Args) => Promise<void> {
  return async (...args) => {
    try {
      await work(...args)
    } catch (error) {
      console.error(`appkit admin: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      process.exitCode = 1
    }
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
      'Manage the services database (DATABASE_URL, else PGlite in --data); stop `appkit dev` first when it uses PGlite',
    )
    .option('--data <dir>', 'PGlite folder', '.appkit/data')

  admin
    .command('add-project <id>')
    .description('create a project; on an existing one, set only what is given (name) and add the origins')
    .option('--name <name>', 'display name')
    .option('--origin <origin...>', 'allowed origins or patterns such as https://*.example.com')
    .action(
      adminAction(async (id: string, options: { name?: string; origin?: string[] }) => {
        await withDatabase(admin.opts<AdminOptions>(), (database) =>
          addProject(database, { id, name: options.name, origins: options.origin }),
        )
        console.info(`project ${id} saved`)
      }),
    )

  admin
    .command('add-origin <projectId> <origin>')
    .description('allow an origin or wildcard pattern for a project')
    .option('--unverified', "allowed, but not verified: the modal shows 'Unverified Domain' there")
    .action(
      adminAction(async (projectId: string, origin: string, options: { unverified?: boolean }) => {
        const status = options.unverified ? 'unverified' : 'verified'
        await withDatabase(admin.opts<AdminOptions>(), async (database) => {
          console.info(
            `allowed ${await addOrigin(database, projectId, origin, status)} (${status}) for ${projectId}`,
          )
        })
      }),
    )

  admin
    .command('remove-origin <projectId> <origin>')
    .description('remove an allowed origin from a project')
    .action(
      adminAction(async (projectId: string, origin: string) => {
        await withDatabase(admin.opts<AdminOptions>(), async (database) => {
          const removed = await removeOrigin(database, projectId, origin)
          console.info(
            removed ? `removed ${origin} from ${projectId}` : `${origin} was not allowed for ${projectId}`,
          )
        })
      }),
    )

  admin
    .command('set-feature <projectId> <feature> <onOrOff>')
    .description(
      'turn a remote feature (email, socials, swaps, onramp, activity, reownBranding, multiWallet) on or off',
    )
    .action(
      adminAction(async (projectId: string, feature: string, onOrOff: string) => {
        await withDatabase(admin.opts<AdminOptions>(), (database) =>
          setFeature(database, projectId, feature, parseSwitch(onOrOff)),
        )
        console.info(`${feature} is ${onOrOff} for ${projectId}`)
      }),
    )
  admin
    .command('set-name <address> <name>')
    .description('give an address the identity name /v1/identity/{address} answers')
    .option('--avatar <url>', 'avatar image URL')
    .action(
      adminAction(async (address: string, name: string, options: { avatar?: string }) => {
        await withDatabase(admin.opts<AdminOptions>(), (database) =>
          setName(database, address, name, options.avatar),
        )
        console.info(`${address} is ${name}`)
      }),
    )
  return admin
}
