import type { GatsbyBrowser } from 'gatsby'
import { wrapPage } from './src/components/layout/wrap-page'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage
