import { describe, expect, it } from 'vitest'
import { featuresSchema } from '../config/schema.js'
import { mergeFeatures } from './mergeFeatures.js'

const local = (input: Record<string, unknown> = {}) => featuresSchema.parse(input)

describe('mergeFeatures', () => {
  it('the dashboard may disable features, overriding local settings', () => {
    const { features, ignored } = mergeFeatures({
      local: local(),
      remote: { swaps: { isEnabled: false }, socials: { isEnabled: false } },
      installedFeatures: [],
    })
    expect(features.swaps).toBe(false)
    expect(features.socials).toBe(false)
    expect(ignored).toEqual(['features.socials', 'features.swaps'])
  })

  it('the dashboard may enable only features whose plugin is installed', () => {
    const remote = { activity: { isEnabled: true }, email: { isEnabled: true } }
    const { features, ignored } = mergeFeatures({
      local: local({ email: false, activity: false }),
      remote,
      installedFeatures: ['email'],
    })
    expect(features.activity).toBe(false)
    expect(features.email).toBe(true)
    expect(ignored).toEqual(['features.email'])
  })

  it("spec 4, multi-wallet: the project configuration alone turns the kernel's multiWallet on (no plugin behind it)", () => {
    const { features, ignored } = mergeFeatures({
      local: local(),
      remote: { multiWallet: { isEnabled: true } },
      installedFeatures: [],
    })
    expect(features.multiWallet).toBe(true)
    expect(ignored).toEqual(['features.multiWallet'])
  })

  it('a setting the dashboard agrees with is not reported as ignored', () => {
    const { ignored } = mergeFeatures({
      local: local(),
      remote: { email: { isEnabled: true }, multiWallet: { isEnabled: false } },
      installedFeatures: ['email'],
    })
    expect(ignored).toEqual([])
  })

  it('socials enabled without a list keep the local providers, or get them all', () => {
    const keep = mergeFeatures({
      local: local({ socials: ['github'] }),
      remote: { socials: { isEnabled: true } },
      installedFeatures: ['socials'],
    })
    expect(keep.features.socials).toEqual(['github'])
    const all = mergeFeatures({
      local: local({ socials: false }),
      remote: { socials: { isEnabled: true } },
      installedFeatures: ['socials'],
    })
    expect(all.features.socials).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(all.ignored).toEqual(['features.socials'])
  })
})
