import { describe, expect, it } from 'vitest'
import { BRAND_MARKS } from '../plugins/embedded-wallet/brandMarks.js'
import { BRAND_ICONS } from './generateBrandMarks.js'

describe('the embedded wallet brand marks', () => {
  it('are exactly what the pinned simple-icons gives (regenerate with tsx scripts/generateBrandMarks.ts)', () => {
    expect(Object.keys(BRAND_MARKS).sort()).toEqual(Object.keys(BRAND_ICONS).sort())
    for (const [name, icon] of Object.entries(BRAND_ICONS))
      expect(BRAND_MARKS[name as keyof typeof BRAND_MARKS]).toEqual({
        title: icon.title,
        hex: icon.hex,
        path: icon.path,
      })
  })

  it('draws each mark as one path in the 24 px box, in a six-digit colour', () => {
    for (const mark of Object.values(BRAND_MARKS)) {
      expect(mark.path).toMatch(/^M[\d.\s,A-Za-z-]+$/)
      expect(mark.hex).toMatch(/^[0-9A-F]{6}$/)
    }
  })
})
