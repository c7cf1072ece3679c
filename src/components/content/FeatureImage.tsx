import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { ResponsiveImage } from '../../design/ResponsiveImage'
import { radii } from '../../design/tokens'

interface FeatureImageProps {
  image: { gatsbyImageData: IGatsbyImageData | null; altText: string } | null | undefined
  /** the largest image on the page loads first (LCP) */
  eager?: boolean
}

/** A page's featured image with its space reserved (width and height known), never a layout shift. */
export const FeatureImage = ({ image, eager = false }: FeatureImageProps) =>
  image?.gatsbyImageData ? (
    <ResponsiveImage
      image={image.gatsbyImageData}
      alt={image.altText}
      priority={eager}
      css={{ borderRadius: radii.lg, width: '100%' }}
    />
  ) : null
