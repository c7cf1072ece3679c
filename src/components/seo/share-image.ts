/**
 * The image to show when a page is shared: the item's own image, unless the build found it missing
 * (`gatsbyImageData` is null, the editor's list names it), so no link preview points at an image that is not there.
 */
export function shareImage(
  image: { url: string; gatsbyImageData?: unknown } | null | undefined,
): string | undefined {
  return image && image.gatsbyImageData !== null ? image.url : undefined
}
