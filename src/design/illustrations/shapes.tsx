import { colors } from '../tokens'

const tint = colors.surfaceStrong
const line = colors.blue
const accent = colors.blueBright

/**
 * The decorative illustrations, drawn on an 80 × 89 canvas: a tinted blob behind a line drawing in the brand
 * blues. They repeat no information, so they are hidden from assistive technology where they are used.
 */
export const ILLUSTRATIONS = {
  tooth: (
    <>
      <ellipse cx="40" cy="50" rx="36" ry="36" fill={tint} />
      <path
        d="M26 22c6-4 10 0 14 0s8-4 14 0c7 5 4 18 1 26-2 7-3 19-7 19-5 0-4-14-8-14s-3 14-8 14c-4 0-5-12-7-19-3-8-6-21 1-26z"
        fill="#fff"
        stroke={line}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M33 30c3-2 6-2 8 0" stroke={accent} strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  screen: (
    <>
      <ellipse cx="40" cy="50" rx="36" ry="36" fill={tint} />
      <rect x="12" y="24" width="56" height="38" rx="4" fill="#fff" stroke={line} strokeWidth="3" />
      <path d="M32 74h16M40 62v12" stroke={line} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M20 52l10-10 8 6 12-14 10 8"
        stroke={accent}
        strokeWidth="3"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  ),
  calendar: (
    <>
      <ellipse cx="40" cy="50" rx="36" ry="36" fill={tint} />
      <rect x="14" y="22" width="52" height="50" rx="5" fill="#fff" stroke={line} strokeWidth="3" />
      <path d="M14 36h52M28 16v12M52 16v12" stroke={line} strokeWidth="3" strokeLinecap="round" />
      <path d="M30 54l7 7 14-14" stroke={accent} strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </>
  ),
  support: (
    <>
      <ellipse cx="40" cy="50" rx="36" ry="36" fill={tint} />
      <path d="M18 50v-6a22 22 0 0 1 44 0v6" stroke={line} strokeWidth="3" fill="none" />
      <rect x="12" y="46" width="12" height="20" rx="4" fill="#fff" stroke={line} strokeWidth="3" />
      <rect x="56" y="46" width="12" height="20" rx="4" fill="#fff" stroke={line} strokeWidth="3" />
      <path d="M62 66c0 6-6 9-14 9" stroke={accent} strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  cloud: (
    <>
      <ellipse cx="40" cy="50" rx="36" ry="36" fill={tint} />
      <path
        d="M24 64a12 12 0 0 1-1-24 17 17 0 0 1 33-3 13 13 0 0 1 2 27z"
        fill="#fff"
        stroke={line}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M40 58V44M33 50l7-7 7 7" stroke={accent} strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  shield: (
    <>
      <ellipse cx="40" cy="50" rx="36" ry="36" fill={tint} />
      <path
        d="M40 14l24 9v20c0 16-10 27-24 33-14-6-24-17-24-33V23z"
        fill="#fff"
        stroke={line}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M30 45l7 7 13-13" stroke={accent} strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </>
  ),
} as const

export type IllustrationName = keyof typeof ILLUSTRATIONS
export const ILLUSTRATION_NAMES = Object.keys(ILLUSTRATIONS) as IllustrationName[]
