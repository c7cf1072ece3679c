import { requireProgram } from '../../server/lib/system-programs'

/** Debian's Chromium (Aptfile), never a downloaded browser; a clear message when it is not installed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? requireProgram('chromium', process.env.PATH ?? '')

/** Flags that keep Chromium quiet on this closed network (background networking stalls it). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
