/** A media file that is not there (an author deleted it, or the snapshot lacks it): it costs that image only. */
export class MissingMediaError extends Error {
  override readonly name = 'MissingMediaError'

  constructor(
    readonly url: string,
    /** why, in Dutch, for the editor */
    readonly dutch: string,
  ) {
    super(`Media file ${url} is missing: ${dutch}`)
  }
}

/**
 * A media file that is there but no page can show (empty, no image, another type than its name says, too large):
 * it costs that image only.
 */
export class UnusableImageError extends Error {
  override readonly name = 'UnusableImageError'

  constructor(
    readonly url: string,
    /** what is wrong with the file, in Dutch, for the editor */
    readonly dutch: string,
  ) {
    super(`Media file ${url} cannot be used: ${dutch}`)
  }
}
