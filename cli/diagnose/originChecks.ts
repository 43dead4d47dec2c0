import type { AppKitConfig } from '../../kernel/config/schema.js'
import { RateLimitedError, ServerError } from '../../kernel/errors/http.js'
import type { ApiClient } from '../../kernel/http/createApiClient.js'
import { fetchAllowedOrigins } from '../../kernel/remote/fetchAllowedOrigins.js'
import { mergeFeatures } from '../../kernel/remote/mergeFeatures.js'
import type { RemoteFeatures } from '../../kernel/remote/wire.js'
import { isOriginAllowed, originEntryProblem } from '../../kernel/rules/originPattern.js'
import type { Check } from './check.js'
import { installedFeatures } from './installedFeatures.js'

/**
 * What this config asks of the services for a page, each refused on an origin that is not on the
 * project's allow list: every services API route but the project's standing (its config and origins)
 * and the relay check the origin, not only the secure site's email and social login.
 */
export function featuresAtStake(config: AppKitConfig, remote: RemoteFeatures): string[] {
  const plugins = new Set(config.plugins.map((plugin) => plugin.name))
  const { features } = mergeFeatures({
    local: config.features,
    remote,
    installedFeatures: installedFeatures(config),
  })
  const socialsOn = Array.isArray(features.socials) && features.socials.length > 0
  const stake = ['the wallet list']
  if (plugins.has('evm') || plugins.has('solana')) stake.push('balances', 'names')
  if (plugins.has('tokens')) stake.push('tokens')
  if (features.activity) stake.push('activity')
  if (plugins.has('walletconnect')) stake.push('the WalletConnect relay')
  if (plugins.has('embedded-wallet') && (features.email || socialsOn)) stake.push('email and social login')
  if (features.analytics) stake.push('analytics')
  return stake
}

/** Each page origin (the dev server's and every `--origin`) against the project's allow list. */
export async function originChecks(
  api: ApiClient,
  config: AppKitConfig,
  remote: RemoteFeatures,
  origins: readonly string[],
): Promise<Check[]> {
  const stake = featuresAtStake(config, remote).join(', ')
  let allowed: string[]
  try {
    allowed = (await fetchAllowedOrigins(api)).allowedOrigins
  } catch (error) {
    const code =
      error instanceof RateLimitedError
        ? 'RATE_LIMITED'
        : error instanceof ServerError
          ? 'SERVER_ERROR'
          : 'UNKNOWN'
    return [
      {
        id: 'origins',
        status: 'error',
        title: 'origins',
        message: `${code}: the allowed origins could not be read (${(error as Error).message})`,
        fix:
          code === 'RATE_LIMITED'
            ? 'wait a minute and run doctor again'
            : 'check the services logs, then run doctor again',
      },
    ]
  }
  // The server refuses such entries as they are entered; one stored before that rule matches nothing.
  const invalid: Check[] = allowed.flatMap((entry) => {
    const problem = originEntryProblem(entry)
    return problem
      ? [
          {
            id: `origins:entry:${entry}`,
            status: 'warning' as const,
            title: 'allowed origin',
            message: `${problem}; it matches no origin`,
            fix: `npx walletdock admin remove-origin ${config.projectId} ${entry}, then add it as a valid pattern`,
          },
        ]
      : []
  })
  return invalid.concat(
    origins.map(
      (origin): Check =>
        isOriginAllowed(origin, allowed)
          ? {
              id: `origins:${origin}`,
              status: 'ok',
              title: 'origin',
              message: `${origin} is on the allow-list (${stake})`,
            }
          : {
              id: `origins:${origin}`,
              status: 'error',
              title: 'origin',
              message: `Origin Not Allowed: ${origin} is not on the project's allow-list (${allowed.join(', ') || 'empty'}); the services refuse the page there, so these fail: ${stake}`,
              fix: `npx walletdock admin add-origin ${config.projectId} ${origin} (a pattern such as https://*.example.com also works; with appkit dev running it takes effect at once)`,
            },
    ),
  )
}
