import { Container } from '../../design/Container'
import { colors, sizes, space, zIndex } from '../../design/tokens'
import { HomeLink } from './Logo'

/** The page header: the logo linking home, and the site menu. */
export const Header = ({ menu }: { menu: React.ReactNode }) => (
  <header
    css={{
      background: colors.background,
      borderBottom: `1px solid ${colors.border}`,
      // Sticky, so the menu is at hand anywhere on a long page.
      position: 'sticky',
      top: 0,
      zIndex: zIndex.header,
    }}
  >
    <Container>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          minHeight: sizes.header,
          gap: space.md,
        }}
      >
        <HomeLink css={{ display: 'inline-flex', padding: `${space.xs} 0` }} />
        {menu}
      </div>
    </Container>
  </header>
)
