import * as z from 'zod'
import type { Database } from '../db/database.js'
import { addOrigin } from './addOrigin.js'
import { addProject } from './addProject.js'
import { removeOrigin } from './removeOrigin.js'
import { setFeature } from './setFeature.js'
import { setName } from './setName.js'

const text = z.string().min(1).max(2048)

/** One `appkit admin` command as data: what the CLI runs on the database, or sends to a running `appkit dev`. */
export const adminCommandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('add-project'),
    id: text,
    name: text.optional(),
    origins: z.array(text).max(100).optional(),
  }),
  z.object({ command: z.literal('add-origin'), projectId: text, origin: text, unverified: z.boolean() }),
  z.object({ command: z.literal('remove-origin'), projectId: text, origin: text }),
  z.object({ command: z.literal('set-feature'), projectId: text, feature: text, enabled: z.boolean() }),
  z.object({ command: z.literal('set-name'), address: text, name: text, avatar: text.optional() }),
])
export type AdminCommand = z.infer<typeof adminCommandSchema>

/** Runs one admin command on the database; answers the line the CLI prints. Refusals throw with what to fix. */
export async function runAdminCommand(database: Database, command: AdminCommand): Promise<string> {
  switch (command.command) {
    case 'add-project':
      await addProject(database, { id: command.id, name: command.name, origins: command.origins })
      return `project ${command.id} saved`
    case 'add-origin': {
      const status = command.unverified ? 'unverified' : 'verified'
      const stored = await addOrigin(database, command.projectId, command.origin, status)
      return `allowed ${stored} (${status}) for ${command.projectId}`
    }
    case 'remove-origin': {
      const removed = await removeOrigin(database, command.projectId, command.origin)
      return removed
        ? `removed ${command.origin} from ${command.projectId}`
        : `${command.origin} was not allowed for ${command.projectId}`
    }
    case 'set-feature':
      await setFeature(database, command.projectId, command.feature, command.enabled)
      return `${command.feature} is ${command.enabled ? 'on' : 'off'} for ${command.projectId}`
    case 'set-name':
      await setName(database, command.address, command.name, command.avatar)
      return `${command.address} is ${command.name}`
  }
}
