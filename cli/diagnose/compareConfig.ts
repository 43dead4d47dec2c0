import type { Features } from '../../kernel/config/schema.js'
import { REMOTE_FEATURES } from '../../kernel/remote/constants.js'
import { mergeFeatures } from '../../kernel/remote/mergeFeatures.js'
import type { RemoteFeatures } from '../../kernel/remote/wire.js'

export type ComparisonRow = {
  setting: string
  local: string
  remote: string
  effective: string
  conflict: boolean
}

const show = (value: unknown) =>
  Array.isArray(value)
    ? value.length
      ? value.join(',')
      : 'off'
    : value === true
      ? 'on'
      : value === false
        ? 'off'
        : String(value)

/** Local, remote and effective value of each dashboard feature; a conflict is a local setting the dashboard overrides. */
export function compareConfig(
  local: Features,
  remote: RemoteFeatures,
  installed: readonly string[],
): ComparisonRow[] {
  const merged = mergeFeatures({ local, remote, installedFeatures: installed })
  return REMOTE_FEATURES.map((name) => {
    const setting = remote[name]
    return {
      setting: `features.${name}`,
      local: show(local[name]),
      remote: setting
        ? setting.isEnabled
          ? setting.options
            ? setting.options.join(',') || 'on'
            : 'on'
          : 'off'
        : 'unset',
      effective: show(merged.features[name]),
      conflict: merged.ignored.includes(`features.${name}`),
    }
  })
}

/** A plain text table with a conflict column. */
export function formatComparison(rows: readonly ComparisonRow[]): string {
  const header = ['setting', 'local', 'remote', 'effective', 'conflict']
  const cells = rows.map((row) => [
    row.setting,
    row.local,
    row.remote,
    row.effective,
    row.conflict ? 'conflict: local ignored' : '',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
  )
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n')
}
