import { mediaQueries } from './tokens'

/**
 * Motion on the site: every animation is declared here, through one of two helpers.
 *
 * - `motion()`: decoration (a panel sliding in, a backdrop fading). Only for visitors who have not asked their
 *   system for less motion; the others get the end state at once. Declared under a query, not cancelled by a rule
 *   on every element: such a rule (`* { animation-duration: 0.01ms !important }`) made the browser restyle each
 *   element again at every change, and opening the menu took 60 ms of style work on a phone instead of 11.
 * - `essentialMotion()`: motion that carries meaning, a spinner saying that something is on its way (WCAG 2.3.3
 *   allows it), for everyone.
 */
const MOTION_ALLOWED = `@media ${mediaQueries.motionAllowed}`

/** A decorative animation, for visitors who have not asked for less motion. */
export const motion = (animation: string) => ({ [MOTION_ALLOWED]: { animation } }) as const

/** An animation that says something (a spinner): for every visitor. */
export const essentialMotion = (animation: string) => ({ animation }) as const

/** Whether decorative motion is off for this visitor (in the browser; false while rendering HTML). */
export const motionReduced = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(mediaQueries.motionReduced).matches === true
