import type { ImageSpec, Motif } from './catalogue'
import { PALETTES, type Ctx } from './palettes'
import { background, hash, prng } from './shapes'
import {
  motifScreen,
  motifHero,
  motifXray,
  motifMessage,
  motifCalendar,
  motifBoxes,
  motifCloud,
} from './motifs-practice'
import {
  motifNetwork,
  motifVideo,
  motifPeople,
  motifHardware,
  motifDocuments,
  motifTooth,
  motifChart,
  motifCode,
  motifEvent,
  motifPortrait,
} from './motifs-people'

/** What an image shows: its motif on a background, as an SVG string. Deterministic: every random choice comes from a
 * PRNG seeded with the image's name. */
const MOTIFS: Record<Motif, (ctx: Ctx) => string> = {
  hero: motifHero,
  screen: motifScreen,
  xray: motifXray,
  message: motifMessage,
  calendar: motifCalendar,
  boxes: motifBoxes,
  cloud: motifCloud,
  network: motifNetwork,
  video: motifVideo,
  people: motifPeople,
  hardware: motifHardware,
  documents: motifDocuments,
  tooth: motifTooth,
  chart: motifChart,
  code: motifCode,
  portrait: motifPortrait,
  event: motifEvent,
}

export function buildSvg(spec: ImageSpec): string {
  const seed = hash(spec.name)
  const rnd = prng(seed)
  const pal = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  if (!pal) throw new Error('No palette available')
  const ctx: Ctx = { w: spec.width, h: spec.height, rnd, pal }
  const id = `i${seed.toString(36)}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">` +
    background(ctx, id) +
    MOTIFS[spec.motif](ctx) +
    `</svg>`
  )
}
