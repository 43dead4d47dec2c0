import { z } from 'zod'
import { configSchema } from '../kernel/config/schema.js'

export const SCHEMA_FILE = 'appkit.config.schema.json'

/** The JSON Schema of `appkit.config.ts`, as committed at the repo root. Functions (plugins) stay open. */
export function configJsonSchemaText(): string {
  const schema = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' })
  return `${JSON.stringify({ title: 'appkit config', ...schema }, null, 2)}\n`
}
