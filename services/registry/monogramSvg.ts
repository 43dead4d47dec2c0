import { monogramOf } from '../../kernel/rules/monogram.js'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A square SVG icon of the one monogram (kernel/rules/monogram.ts): the label's initials on the seed's colour. Never a copied logo. */
export function monogramSvg(label: string, seed: string = label): string {
  const monogram = monogramOf(label, seed)
  const initials = escapeXml(monogram.initials)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(label)}</title>`,
    `<rect width="96" height="96" rx="24" fill="${monogram.background}"/>`,
    '<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" fill="#fff" ',
    `font-family="system-ui, sans-serif" font-size="${initials.length > 1 ? 36 : 44}" font-weight="600">${initials}</text>`,
    '</svg>',
  ].join('')
}
