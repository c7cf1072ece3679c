import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError, reloadOnceForPath } from '../../lib/reload-guard'
import { ErrorPage } from './ErrorPage'

interface ErrorBoundaryProps {
  children: ReactNode
  /** a new key clears the error: navigating away from a broken page (its path) works again */
  resetKey: string
  /** what replaces the failed part; by default the whole 'Er ging iets fout' page */
  fallback?: ReactNode
}

/** A rendering error shows the fallback ('Er ging iets fout' for a page) instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A lazy component whose chunk is gone after a deploy: the reload fetches the new build.
    if (isChunkLoadError(error) && reloadOnceForPath(window.location.pathname)) return
    console.error('Rendering failed', error, info.componentStack)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback ?? <ErrorPage status={500} />
  }
}
