import { BaseError } from './base.js'

/** One problem in an integrator's config: where it is and what to do about it. */
export type ConfigIssue = {
  /** Path to the field, e.g. ['networks', 0, 'caipNetworkId']. */
  path: (string | number)[]
  /** The path as printed, e.g. `networks[0].caipNetworkId`, or `(config)` for the whole object. */
  field: string
  /** What is wrong, then how to fix it. */
  message: string
}

/** The config failed validation; the message lists every problem, one per line. */
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError' as const
  readonly issues: ConfigIssue[]
  constructor({ issues }: { issues: ConfigIssue[] }) {
    super(`Invalid appkit config: ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}`, {
      metaMessages: issues.map((issue) => `- ${issue.field}: ${issue.message}`),
      docsPath: '/config',
    })
    this.issues = issues
  }
}
