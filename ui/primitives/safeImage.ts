const SAFE_IMAGE = /^(https?:|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]|blob:)/i

/** Only these image URLs are shown: web, inline raster or SVG images, and blobs. */
export function isSafeImageUrl(url: string | undefined | null): url is string {
  return typeof url === 'string' && SAFE_IMAGE.test(url)
}
