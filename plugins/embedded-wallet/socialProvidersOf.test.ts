import { describe, expect, it } from 'vitest'
import { socialProvidersOf } from './socialProvidersOf.js'

describe('socialProvidersOf', () => {
  it('shows the providers of features.socials, in its order', () => {
    expect(socialProvidersOf(['github', 'google'], undefined)).toEqual(['github', 'google'])
  })
  it('shows none when features.socials is false or empty, whatever the option says', () => {
    expect(socialProvidersOf(false, ['google'])).toEqual([])
    expect(socialProvidersOf([], ['google'])).toEqual([])
  })
  it("narrows to the plugin's own list when it is given; an empty option hides them all", () => {
    expect(socialProvidersOf(['google', 'github', 'apple'], ['apple', 'google'])).toEqual(['google', 'apple'])
    expect(socialProvidersOf(['google'], [])).toEqual([])
  })
})
