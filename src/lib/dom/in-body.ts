import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * An overlay's content in a portal at the end of <body>, above the page. Without a document (server rendering)
 * in place: pages never render an overlay on the server, but the build renders them once for their styles
 * (src/components/layout/styles-mounted-after-load.tsx).
 */
export const inBody = (content: ReactNode): ReactNode =>
  typeof document === 'undefined' ? content : createPortal(content, document.body)
