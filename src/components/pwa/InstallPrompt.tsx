import { useEffect, useState, useSyncExternalStore } from 'react'
import { installOffer, onInstallOffer } from '../../lib/pwa/install-prompt'
import type { InstallCard as InstallCardComponent } from './InstallCard'

/**
 * The install card, when the browser offers installation. Its code (with the design's Button) is fetched when
 * that offer comes, not with every page: most visits never get one. If it cannot be fetched, there is simply
 * no card; the browser's own menu still installs the site, and nothing reloads the page under the visitor.
 */
export const InstallPrompt = ({ siteTitle }: { siteTitle: string }) => {
  const offer = useSyncExternalStore(onInstallOffer, installOffer, () => null)
  const [InstallCard, setInstallCard] = useState<typeof InstallCardComponent | null>(null)
  useEffect(() => {
    if (!offer || InstallCard) return
    import('./InstallCard').then((module) => setInstallCard(() => module.InstallCard)).catch(() => undefined)
  }, [offer, InstallCard])
  return offer && InstallCard ? <InstallCard siteTitle={siteTitle} /> : null
}
