import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { codeLines, findFeatureNames, kernelAndUiSources } from './featureNames.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the kernel and the modal name no feature (issue 23)', () => {
  it('no code line under kernel/ or ui/ names a feature a plugin brings', () => {
    const files = kernelAndUiSources(root)
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(findFeatureNames)).toEqual([])
  })

  it('fails on a fixture line that names a feature, in an identifier, a string or a template', () => {
    const hits = findFeatureNames({
      path: 'kernel/connection/fixture.ts',
      source: [
        "import { pair } from './pair.js'",
        'export const isWalletConnect = (type: string) => type === "WALLET_CONNECT"',
        "const label = 'Sign in with Farcaster'",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a fixture line of source holding a template
        'const key = `@appkit/${namespace}/smartAccount`',
        'export function openOnRamp() {}',
      ].join('\n'),
    })
    expect(hits.map(({ line, name }) => `${line} ${name}`)).toEqual([
      '2 WalletConnect',
      '3 Farcaster',
      '4 smartAccount',
      '5 OnRamp',
    ])
  })

  it('reads comments as no code, and exempts network data and lines marked spec data', () => {
    expect(
      findFeatureNames({
        path: 'ui/views/Fixture.tsx',
        source: [
          '// The social login adds its own button.',
          '/**',
          ' * Swaps and the on-ramp are plugins too.',
          ' */',
          'const order = [] /* siwx */',
          "const methods = ['email', 'social'] // spec data: the values of features.connectMethodsOrder",
          "const wrong = ['social'] // spec data:",
        ].join('\n'),
      }).map(({ line }) => line),
    ).toEqual([7])
    expect(
      findFeatureNames({ path: 'kernel/networks/polkadot.ts', source: "export const name = 'Polkadot'" }),
    ).toEqual([])
  })

  it('keeps each line where it was when blanking comments', () => {
    expect(codeLines('a /* x\ny */ b // z\nc', false)).toEqual(['a     ', '     b     ', 'c'])
  })
})
