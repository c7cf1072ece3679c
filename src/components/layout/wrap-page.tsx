import type { WrapPageElementBrowserArgs } from 'gatsby'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'

/**
 * Shared by gatsby-browser and gatsby-ssr: the frame persists across navigations. A page asks for the bare
 * frame with `frame: 'bare'` in its page context (see gatsby-node).
 */
export const wrapPage = ({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => (
  <Layout pathname={props.location.pathname} frame={props.pageContext.frame === 'bare' ? 'bare' : 'full'}>
    <ErrorBoundary resetKey={props.location.pathname}>{element}</ErrorBoundary>
  </Layout>
)
