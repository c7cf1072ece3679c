/** Design tokens: the only place for colours, spacing, type and breakpoints. */
export const colors = {
  blue: '#1b5cab',
  blueDark: '#0d2c54',
  blueBright: '#0f6bd6',
  text: '#1c2430',
  textMuted: '#4a5563',
  background: '#ffffff',
  surface: '#f3f7fb',
  surfaceStrong: '#e3edf8',
  border: '#cfd9e6',
  error: '#b3261e',
  success: '#1e6b3a',
  onBlue: '#ffffff',
  focus: '#f2a900',
} as const

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '5rem',
} as const

export const fontSizes = {
  xxsmall: '0.75rem',
  xsmall: '0.875rem',
  small: '1rem',
  medium: '1.25rem',
  large: '1.5rem',
  xlarge: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)',
  xxlarge: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
  xxxlarge: 'clamp(2.25rem, 1.6rem + 3vw, 3.75rem)',
} as const

/**
 * Two weights for the whole site. Each weight a page shows is a font face the browser has to find and set up
 * before its first frame (on Linux one request to the browser process each, and one per size): with 400, 600, 700
 * and 800, the product page's layouts before its first paint took 73 ms at 4× slowdown, with these two 55 ms
 * (docs/speed.md). `semibold` is only for the title variant of that name, which an editor chooses.
 */
export const fontWeights = { regular: 400, bold: 700, semibold: 600 } as const

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const

export const radii = { sm: '4px', md: '8px', lg: '16px', round: '999px' } as const

export const sizes = {
  content: '72rem',
  text: '44rem',
  header: '4.5rem',
  touch: '44px',
  illustrationWidth: '80px',
  illustrationHeight: '89px',
  icon: '24px',
} as const

export const shadows = {
  card: '0 1px 3px rgba(13, 44, 84, 0.12), 0 4px 16px rgba(13, 44, 84, 0.06)',
  raised: '0 8px 32px rgba(13, 44, 84, 0.24)',
} as const

/** Media queries as strings, for matchMedia; `breakpoints` wraps them for css objects. */
export const mediaQueries = {
  tablet: '(min-width: 48rem)',
  desktop: '(min-width: 64rem)',
  belowDesktop: '(max-width: 63.99rem)',
  /** the visitor's system does not ask for less motion (design/motion.ts) */
  motionAllowed: '(prefers-reduced-motion: no-preference)',
  motionReduced: '(prefers-reduced-motion: reduce)',
} as const

export const breakpoints = {
  tablet: `@media ${mediaQueries.tablet}`,
  desktop: `@media ${mediaQueries.desktop}`,
  belowDesktop: `@media ${mediaQueries.belowDesktop}`,
} as const

export const zIndex = { header: 10, contactButton: 20, flyout: 30, modal: 40 } as const

export const focusRing = { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' } as const
