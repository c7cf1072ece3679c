import { createContext, useContext } from 'react'

/**
 * The path of the page on screen, set by the frame (Layout). Links read it to mark the link to the current
 * page with aria-current. Null outside the frame.
 */
export const CurrentPathContext = createContext<string | null>(null)

export const useCurrentPath = (): string | null => useContext(CurrentPathContext)
