import { createElement, lazy, useRef, type FunctionComponent } from 'react'

/** A component whose code is a chunk of its own, rendered at once when that chunk has already arrived. */
export interface Preloadable<Props> {
  /** Suspends (React.lazy) only while the chunk is still on its way; else renders the loaded component. */
  Component: FunctionComponent<Props>
  /** Fetches and runs the chunk (`load`, or a lower-priority `import()` of the same module), once. */
  preload: (load?: () => Promise<FunctionComponent<Props>>) => Promise<FunctionComponent<Props>>
}

/**
 * React.lazy suspends on a component's first render even when its chunk is already there: the promise it is
 * given settles only in a later microtask, so a tap first commits the Suspense fallback and React then renders
 * the component in a retry of its own, sliced over several frames. The first tap on a control whose code was
 * fetched when idle waited for that (about 100 ms on a phone). Here a component already loaded is rendered
 * directly, in the tap's own render; React.lazy remains for a tap that comes before the chunk.
 */
export function preloadable<Props extends object>(
  load: () => Promise<FunctionComponent<Props>>,
): Preloadable<Props> {
  let loaded: FunctionComponent<Props> | null = null
  let loading: Promise<FunctionComponent<Props>> | null = null
  const preload = (loadChunk = load) => {
    loading ??= loadChunk().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch may be tried again (the next tap, the error boundary's retry).
        loading = null
        throw error
      },
    )
    return loading
  }
  // Typed as the component it stands for: TypeScript cannot relate a lazy component's props (with ref) to a
  // generic `Props`, and it passes them through unchanged.
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as FunctionComponent<Props>
  const Component = (props: Props) => {
    // Fixed for the life of this element: switching from Lazy to the loaded component would remount it.
    return createElement(useRef(loaded ?? Lazy).current, props)
  }
  return { Component, preload }
}
