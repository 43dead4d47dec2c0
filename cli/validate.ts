import { resolve } from 'node:path'
import type { Command } from 'commander'
import { compareConfig, formatComparison } from './diagnose/compareConfig.js'
import { createCliApiClient } from './diagnose/diagnose.js'
import { fetchProjectConfig } from './diagnose/fetchProjectConfig.js'
import { installedFeatures } from './diagnose/installedFeatures.js'
import { loadAppConfig } from './diagnose/loadAppConfig.js'
import type { CommandOutput } from './init.js'

export type ValidateOptions = { config?: string; apiUrl?: string; json?: boolean }

/** `appkit validate`; returns the exit code: 1 when the config is invalid, the services fail, or local and remote conflict. */
export async function runValidate(
  dir: string,
  options: ValidateOptions,
  output: CommandOutput = { out: (line) => console.info(line), err: (line) => console.error(line) },
): Promise<number> {
  const loaded = await loadAppConfig(resolve(dir), options.config)
  if (!('config' in loaded) || !loaded.config) {
    for (const check of loaded.checks)
      output.err(`✖ ${check.title}: ${check.message}${check.fix ? `\n    fix: ${check.fix}` : ''}`)
    return 1
  }
  const { config } = loaded
  const apiUrl = options.apiUrl ?? config.endpoints.api
  if (!apiUrl) {
    output.err("✖ no services API: set endpoints: { api: '...' } in appkit.config.ts, or pass --api-url")
    return 1
  }
  const project = await fetchProjectConfig(
    createCliApiClient(apiUrl, config.projectId),
    config.projectId,
    apiUrl,
  )
  if (!project.ok) {
    output.err(`✖ ${project.check.message}\n    fix: ${project.check.fix}`)
    return 1
  }
  const rows = compareConfig(config.features, project.remote, installedFeatures(config))
  const conflicts = rows.filter((row) => row.conflict)
  if (options.json)
    output.out(
      JSON.stringify({ ok: conflicts.length === 0, projectId: config.projectId, apiUrl, rows }, null, 2),
    )
  else {
    output.out(`appkit validate: project "${config.projectId}" at ${apiUrl}\n`)
    output.out(formatComparison(rows))
    output.out(
      conflicts.length
        ? `\n${conflicts.length} conflict(s): Local configuration ignored for ${conflicts.map((row) => row.setting).join(', ')}`
        : '\nno conflicts: the dashboard agrees with appkit.config.ts',
    )
  }
  return conflicts.length ? 1 : 0
}

/** Registers `appkit validate`. */
export function registerValidateCommand(program: Command): Command {
  return program
    .command('validate')
    .description(
      'Compare appkit.config.ts with the dashboard config: local, remote and effective values; exit 1 on conflicts',
    )
    .option('--config <file>', 'config file (default: appkit.config.ts or src/appkit.config.ts)')
    .option('--api-url <url>', 'services API (default: endpoints.api of the config)')
    .option('--json', 'print the table as JSON')
    .action(async (options: ValidateOptions) => {
      process.exitCode = await runValidate('.', options)
    })
}
