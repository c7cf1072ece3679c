import { Suspense, type ReactNode } from 'react'

/**
 * A part of the page that React hydrates on its own (React 18's selective hydration).
 *
 * On its first pass over the server HTML, React leaves a server-rendered Suspense boundary as it is and
 * hydrates it afterwards at low priority, in slices of a few milliseconds with the browser free in between
 * (React's own scheduler). Without boundaries the whole page hydrates in one task, which a phone spends
 * hundreds of milliseconds on: the page cannot answer a tap meanwhile. A click or key press on a part not yet
 * hydrated makes React hydrate that part first and then replay the event, so nothing is lost.
 *
 * The fallback is never shown for server-rendered content; nothing inside suspends after that.
 */
export const HydrationBoundary = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
)
