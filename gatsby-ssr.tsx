import type { GatsbySSR } from 'gatsby'
import { wrapPage } from './src/components/layout/wrap-page'

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'nl' })
}
