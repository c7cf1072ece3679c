import type { WrapPageElementBrowserArgs } from 'gatsby'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'

/** Shared by gatsby-browser and gatsby-ssr: the frame persists across navigations. */
export const wrapPage = ({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => (
  <Layout>
    <ErrorBoundary resetKey={props.location.pathname}>{element}</ErrorBoundary>
  </Layout>
)
