import { InvalidConfigError } from '../errors/config.js'
import { configErrorMessage } from './configErrorMessage.js'
import { formatConfigIssue } from './formatConfigIssue.js'
import { type AppKitConfig, configSchema } from './schema.js'

export type ParseConfigParameters = unknown
export type ParseConfigReturnType = AppKitConfig
export type ParseConfigErrorType = InvalidConfigError

/**
 * Validates an integrator's config and fills in defaults. On failure throws one InvalidConfigError
 * listing every problem as `- path.to.field: what is wrong. how to fix`.
 */
export function parseConfig(input: ParseConfigParameters): ParseConfigReturnType {
  const result = configSchema.safeParse(input, { error: configErrorMessage })
  if (result.success) return result.data
  throw new InvalidConfigError({ issues: result.error.issues.map(formatConfigIssue) })
}
