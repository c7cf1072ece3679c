import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError, reloadOnceForPath } from '../../lib/reload-guard'
import { ErrorPage } from './ErrorPage'

interface ErrorBoundaryProps {
  children: ReactNode
  /** a new path clears the error, so navigating away from a broken page works again */
  resetKey: string
}

/** A rendering error anywhere shows the 'Er ging iets fout' page instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A lazy component whose chunk is gone after a deploy: the reload fetches the new build.
    if (isChunkLoadError(error) && reloadOnceForPath(window.location.pathname)) return
    console.error('Page rendering failed', error, info.componentStack)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children
  }
}
