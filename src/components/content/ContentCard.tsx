import { graphql, Link } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { ResponsiveImage } from '../../design/ResponsiveImage'
import { colors, radii, shadows, space } from '../../design/tokens'

interface ContentCardProps {
  title: string
  text?: string | null
  to: string
  image?: { gatsbyImageData: IGatsbyImageData | null; altText: string } | null
  headingLevel?: 'h2' | 'h3'
}

/** A teaser linking to a page: image, title and a short text. The whole card is one link target. */
export const ContentCard = ({ title, text, to, image, headingLevel: Heading = 'h3' }: ContentCardProps) => (
  <article
    css={{
      position: 'relative',
      background: colors.background,
      borderRadius: radii.lg,
      boxShadow: shadows.card,
      overflow: 'hidden',
      display: 'flex',
      flexDirection: 'column',
    }}
  >
    {image?.gatsbyImageData && (
      <ResponsiveImage image={image.gatsbyImageData} alt={image.altText} css={{ aspectRatio: '16 / 10' }} />
    )}
    <div css={{ padding: space.lg }}>
      <Heading css={{ fontSize: '1.25rem', marginBottom: space.xs }}>
        <Link
          to={to}
          css={{ textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {title}
        </Link>
      </Heading>
      {text && <p css={{ margin: 0, color: colors.textMuted }}>{text}</p>}
    </div>
  </article>
)

export const CardGrid = ({ children, label }: { children: React.ReactNode; label?: string }) => (
  <div
    aria-label={label}
    role={label ? 'region' : undefined}
    css={{ display: 'grid', gap: space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
  >
    {children}
  </div>
)

/** What a card of a child item reads, from any item (its image, sized where it is shown, apart). */
export const query = graphql`
  fragment ContentCardFields on WpContentNode {
    title
    path
    excerpt
    menuOrder
    ... on WpNodeWithSeo {
      intro
    }
  }
`
