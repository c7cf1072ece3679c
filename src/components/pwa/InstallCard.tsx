import { Button } from '../../design/Button'
import { breakpoints, colors, radii, shadows, space, zIndex } from '../../design/tokens'
import { acceptInstallOffer, cancelInstallOffer } from '../../lib/pwa/install-prompt'

export const INSTALL_PROMPT_TITLE = 'Installeer de app'

/** The card disappears with the button that was pressed: focus goes to the page's content, not to nowhere. */
function handOn(action: () => unknown) {
  document.getElementById('inhoud')?.focus({ preventScroll: true })
  void action()
}

/**
 * The card at the bottom of the screen that offers installation (shown by InstallPrompt). It does not take
 * focus; it is a labelled landmark, so it can be found, and "Niet nu" puts it away for the rest of the session.
 */
export const InstallCard = ({ siteTitle }: { siteTitle: string }) => (
  <aside
    aria-labelledby="install-prompt-title"
    css={{
      position: 'fixed',
      left: space.md,
      right: space.md,
      // above the floating contact button on a phone
      bottom: `calc(${space.md} + 4rem)`,
      zIndex: zIndex.contactButton,
      padding: space.md,
      background: colors.background,
      color: colors.text,
      borderRadius: radii.lg,
      boxShadow: shadows.raised,
      [breakpoints.tablet]: { right: 'auto', bottom: space.md, maxWidth: '24rem' },
    }}
  >
    <h2
      id="install-prompt-title"
      css={{ margin: `0 0 ${space.xxs}`, fontSize: '1.125rem', color: colors.blueDark }}
    >
      {INSTALL_PROMPT_TITLE}
    </h2>
    <p css={{ margin: `0 0 ${space.sm}` }}>
      Zet {siteTitle} op uw apparaat: snel te openen, en pagina's die u heeft bekeken werken ook zonder
      internet.
    </p>
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.xs }}>
      <Button type="button" onClick={() => handOn(acceptInstallOffer)}>
        Installeren
      </Button>
      <Button type="button" appearance="secondary" onClick={() => handOn(cancelInstallOffer)}>
        Niet nu
      </Button>
    </div>
  </aside>
)
