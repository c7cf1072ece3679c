/**
 * The image to show when a page is shared or named in Event data: the item's own image, unless the build left it
 * out (`gatsbyImageData` is null, or `usable` false where no image data is queried; the editor's list names it),
 * so no link preview points at an image that is not there.
 */
export function shareImage(
  image: { url: string; gatsbyImageData?: unknown; usable?: boolean } | null | undefined,
): string | undefined {
  return image && image.gatsbyImageData !== null && image.usable !== false ? image.url : undefined
}
