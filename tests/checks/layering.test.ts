import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findLayeringViolations, readSourceFiles, ruleBroken } from './layering.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('layering check', () => {
  it('finds no import against the direction in docs/ARCHITECTURE.md', () => {
    const files = readSourceFiles(root)
    expect(files.length).toBeGreaterThan(0)
    expect(findLayeringViolations(files)).toEqual([])
  })

  it('fails on a deliberately wrong import: kernel importing ui', () => {
    const violations = findLayeringViolations([
      { path: 'kernel/router.ts', source: "import { Modal } from '../ui/modal/element.js'\n" },
    ])
    expect(violations).toHaveLength(1)
    expect(violations[0]?.rule).toMatch(/kernel may not import ui/)
  })

  it('sees dynamic imports, re-exports and package self-references', () => {
    const violations = findLayeringViolations([
      { path: 'ui/views/Connect.tsx', source: "const evm = () => import('../../plugins/evm/index.js')\n" },
      { path: 'kernel/index.ts', source: "export * from 'walletdock/react'\n" },
      { path: 'ui/modal/element.ts', source: "import 'walletdock/plugins/evm'\n" },
    ])
    expect(violations.map((v) => v.file)).toEqual([
      'ui/views/Connect.tsx',
      'kernel/index.ts',
      'ui/modal/element.ts',
    ])
  })

  it('keeps the kernel framework-free', () => {
    expect(ruleBroken('kernel/store.ts', 'react')).toMatch(/framework-free/)
    expect(ruleBroken('kernel/store.ts', 'zod')).toBeUndefined()
  })

  it("lets services import only wire contracts: the kernel's in kernel/protocol, a feature's in its plugin's protocol/", () => {
    expect(ruleBroken('services/api/server.ts', '../../kernel/protocol/walletService.js')).toBeUndefined()
    expect(
      ruleBroken('services/relay/server.ts', '../../plugins/walletconnect/protocol/relay.js'),
    ).toBeUndefined()
    expect(ruleBroken('services/relay/server.ts', '../../plugins/walletconnect/pairing.js')).toMatch(
      /wire contracts/,
    )
    expect(ruleBroken('services/relay/server.ts', '../../kernel/rules/originPattern.js')).toBeUndefined()
    expect(ruleBroken('services/relay/server.ts', 'walletdock/rules')).toMatch(/relative path/)
    expect(ruleBroken('services/relay/server.ts', 'walletdock/plugin')).toMatch(/wire contracts/)
    expect(ruleBroken('services/relay/server.ts', '../../kernel/store.js')).toMatch(/wire contracts/)
    expect(ruleBroken('services/relay/server.ts', '../../ui/react/index.js')).toMatch(/wire contracts/)
  })

  it('keeps every wire contract importable from every side: zod/mini and the contracts beside it only', () => {
    expect(ruleBroken('plugins/solana/protocol/solanaRpc.ts', 'zod/mini')).toBeUndefined()
    expect(ruleBroken('plugins/embedded-wallet/protocol/secureFrame.ts', './frameFields.js')).toBeUndefined()
    expect(ruleBroken('plugins/embedded-wallet/protocol/secureFrame.ts', 'walletdock/plugin')).toMatch(
      /wire contract/,
    )
    expect(ruleBroken('kernel/protocol/walletService.ts', '../config/schema.js')).toMatch(/wire contract/)
    expect(ruleBroken('kernel/protocol/walletService.ts', '../rules/projectIdSchema.js')).toBeUndefined()
    expect(ruleBroken('plugins/embedded-wallet/protocol/signInFields.ts', 'walletdock/rules')).toBeUndefined()
    expect(
      ruleBroken('plugins/embedded-wallet/protocol/signInFields.ts', '../../../kernel/rules/email.js'),
    ).toMatch(/public entry walletdock\/rules/)
    expect(ruleBroken('plugins/siwx/protocol/siwx.ts', '../../../kernel/rules/caip.js')).toMatch(
      /public entry walletdock\/rules/,
    )
    expect(ruleBroken('plugins/embedded-wallet/protocol/x.test.ts', 'vitest')).toBeUndefined()
  })

  it('keeps kernel/rules pure: its files import only each other (and packages)', () => {
    expect(ruleBroken('kernel/rules/projectId.ts', './originPattern.js')).toBeUndefined()
    expect(ruleBroken('kernel/rules/projectId.ts', 'zod/mini')).toBeUndefined()
    expect(ruleBroken('kernel/rules/projectId.ts', '../store/types.js')).toMatch(/kernel\/rules is pure/)
    expect(ruleBroken('kernel/rules/projectId.test.ts', '../config/parseConfig.js')).toBeUndefined()
  })

  it('forbids one plugin from importing the internals of another', () => {
    expect(ruleBroken('plugins/email/index.ts', '../embedded-wallet/frame.js')).toMatch(/ctx.services/)
    expect(ruleBroken('plugins/email/index.ts', './otp.js')).toBeUndefined()
    expect(ruleBroken('plugins/email/index.ts', 'walletdock/ui')).toBeUndefined()
  })

  it('every plugin under plugins/ imports kernel and ui only through public entries, never their files', () => {
    expect(ruleBroken('plugins/email/index.ts', '../../ui/primitives/Button.js')).toMatch(/public entries/)
    expect(ruleBroken('plugins/email/index.ts', '../../kernel/plugins/definePlugin.js')).toMatch(
      /public entries/,
    )
    expect(ruleBroken('plugins/email/index.ts', 'walletdock/plugin')).toBeUndefined()
    expect(ruleBroken('plugins/email/index.ts', 'walletdock/errors')).toBeUndefined()
    expect(ruleBroken('plugins/email/index.ts', 'walletdock/internal')).toMatch(/no such entry/)
    const plugins = readSourceFiles(root).filter((file) => file.path.startsWith('plugins/'))
    expect(plugins.length).toBeGreaterThan(20)
    expect(findLayeringViolations(plugins)).toEqual([])
  })

  it('lets tests in any room use tests/support and tests/fixtures; product code never imports test code', () => {
    expect(ruleBroken('kernel/connect.test.ts', '../tests/support/kernelTesting.js')).toBeUndefined()
    expect(
      ruleBroken('services/relay/relay.test.ts', '../../tests/support/relayTestClient.js'),
    ).toBeUndefined()
    expect(ruleBroken('kernel/connect.ts', '../tests/support/kernelTesting.js')).toMatch(/test code/)
    expect(ruleBroken('services/relay/server.ts', '../../tests/support/relayTestClient.js')).toMatch(
      /test code/,
    )
    expect(ruleBroken('plugins/email/index.ts', '../../tests/fixtures/anvil.js')).toMatch(/test code/)
  })

  it('lets the cli use kernel and services but not ui or plugins', () => {
    expect(ruleBroken('cli/doctor.ts', '../kernel/config/schema.js')).toBeUndefined()
    expect(ruleBroken('cli/dev.ts', '../services/api/server.js')).toBeUndefined()
    expect(ruleBroken('cli/dev.ts', '../ui/react/index.js')).toMatch(/cli may not import ui/)
  })
})
