import type { GatsbySSR } from 'gatsby'
import { wrapPage } from './src/components/layout/wrap-page'
import { renderWithStylesInHead } from './src/build/render-with-styles'
import { consentDefaultsScript } from './src/lib/analytics/consent-defaults'

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl' })
  // First in the data layer on every page: the consent defaults, before any tag can load.
  setHeadComponents([
    <script key="consent-defaults" dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />,
  ])
}

export const replaceRenderer: GatsbySSR['replaceRenderer'] = renderWithStylesInHead
