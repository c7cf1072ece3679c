import type { IGatsbyImageData } from 'gatsby-plugin-image'

interface ResponsiveImageProps {
  image: IGatsbyImageData
  alt: string
  /** The page's largest image (its LCP element): fetched first, never lazily. */
  priority?: boolean
  /** styles for the <img> (the `css` prop arrives here as a class name) */
  className?: string
}

/**
 * An image from `gatsbyImageData` as plain HTML: a <picture> with AVIF and WebP sources, the JPEG fallback,
 * and width and height so the browser reserves its space before it loads. It needs no JavaScript, unlike
 * gatsby-plugin-image's <GatsbyImage>, which swaps `data-src` into `src` in the browser: that costs script
 * on every page, delays the hero image until the code has run, and leaves <img> elements without `src` in
 * the HTML. Until the image arrives its dominant colour fills the space.
 */
export const ResponsiveImage = ({ image, alt, priority = false, className }: ResponsiveImageProps) => {
  const { fallback, sources = [] } = image.images
  // React 18 does not know `fetchPriority` yet; the lowercase attribute passes through as it is.
  const fetchPriority = priority ? { fetchpriority: 'high' } : {}
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...fetchPriority}
        className={className}
        css={{
          display: 'block',
          maxWidth: '100%',
          width: image.layout === 'fullWidth' ? '100%' : undefined,
          height: 'auto',
          objectFit: 'cover',
          backgroundColor: image.backgroundColor,
        }}
      />
    </picture>
  )
}
