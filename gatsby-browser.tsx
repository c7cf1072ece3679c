import type { GatsbyBrowser } from 'gatsby'
import { wrapPage } from './src/components/layout/wrap-page'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage

/** Marks the moment the page became interactive (React took over the HTML); browser tests wait for it. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.interactive = 'true'
}
