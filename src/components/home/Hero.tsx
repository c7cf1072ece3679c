import { Container } from '../../design/Container'
import { ResponsiveImage } from '../../design/ResponsiveImage'
import { Title } from '../../design/Title'
import { breakpoints, colors, fontWeights, radii, space } from '../../design/tokens'
import { SmartLink } from '../layout/SmartLink'

type FrontPage = NonNullable<Queries.HomePageQuery['wpFrontPage']>
type HeroProps = Pick<FrontPage, 'title' | 'heroTitle' | 'heroText' | 'heroButton' | 'heroImage'>

/**
 * The home page's opening: its h1 (the hero title, or the page title), a line of text and a button beside the
 * hero image, which is the page's largest image and so loads first.
 */
export const Hero = ({ title, heroTitle, heroText, heroButton, heroImage }: HeroProps) => (
  <header css={{ background: colors.surface, padding: `${space.xxl} 0` }}>
    <Container>
      <div
        css={{
          display: 'grid',
          gap: space.xl,
          alignItems: 'center',
          [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <div>
          <Title tag="h1" size="xxxlarge" variant="primary">
            {heroTitle ?? title}
          </Title>
          {heroText && <p css={{ fontSize: '1.25rem', color: colors.textMuted }}>{heroText}</p>}
          {heroButton && (
            <SmartLink
              url={heroButton.url}
              target={heroButton.target}
              css={{
                display: 'inline-block',
                background: colors.blue,
                color: colors.onBlue,
                padding: `${space.sm} ${space.lg}`,
                borderRadius: radii.round,
                fontWeight: fontWeights.bold,
                textDecoration: 'none',
              }}
            >
              {heroButton.title}
            </SmartLink>
          )}
        </div>
        {heroImage?.gatsbyImageData && (
          <ResponsiveImage
            image={heroImage.gatsbyImageData}
            alt={heroImage.altText}
            priority
            css={{ borderRadius: radii.lg }}
          />
        )}
      </div>
    </Container>
  </header>
)
