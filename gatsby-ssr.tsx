import type { GatsbySSR } from 'gatsby'
import { stylesMountedAfterLoad } from './src/components/layout/styles-mounted-after-load'
import { wrapPage } from './src/components/layout/wrap-page'
import { renderWithStylesInHead } from './src/build/render-with-styles'
import { scriptsAfterFirstPaint } from './src/build/scripts-after-first-paint'
import { consentDefaultsScript } from './src/lib/analytics/consent-defaults'
import { hasBareFrame } from './src/lib/frame'

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl' })
  // First in the data layer on every page: the consent defaults, before any tag can load.
  setHeadComponents([
    <script key="consent-defaults" dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />,
  ])
}

// The styles of what a page of the full frame mounts after its load go into its head with its own.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = (args) =>
  renderWithStylesInHead({
    ...args,
    laterStyles: hasBareFrame(args.pathname) ? new Map() : stylesMountedAfterLoad(),
  })

// A built page's scripts start after its first paint; `gatsby develop` (the preview) writes its scripts otherwise.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (process.env.NODE_ENV === 'production')
    replacePostBodyComponents(scriptsAfterFirstPaint(getPostBodyComponents()))
}
