/**
 * Generates the demo images of the embedded content snapshot.
 *
 * Every image is an abstract composition (soft blue gradients, rounded shapes that suggest screens, teeth,
 * charts or people), built as an SVG string and rendered to JPEG with sharp. The output is deterministic:
 * every random choice comes from a PRNG seeded with the file name, and no fonts are used.
 *
 * Usage (from the repository root): `npx tsx scripts/generate-demo-images.ts [--out <dir>]`
 * Default output: content/snapshot/wp-content/uploads/2026/10/
 */
import { mkdir, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import sharp from 'sharp'

type Motif =
  | 'hero'
  | 'screen'
  | 'xray'
  | 'message'
  | 'calendar'
  | 'boxes'
  | 'cloud'
  | 'network'
  | 'video'
  | 'people'
  | 'hardware'
  | 'documents'
  | 'tooth'
  | 'chart'
  | 'code'
  | 'portrait'
  | 'event'

interface ImageSpec {
  /** File name without extension; also the media slug in the snapshot. */
  readonly name: string
  readonly width: number
  readonly height: number
  readonly motif: Motif
}

interface Palette {
  readonly bgFrom: string
  readonly bgTo: string
  readonly deep: string
  readonly mid: string
  readonly soft: string
  readonly card: string
  readonly accent: string
}

interface Ctx {
  readonly w: number
  readonly h: number
  readonly rnd: () => number
  readonly pal: Palette
}

const FEATURED = { width: 1600, height: 1000 } as const
const PORTRAIT = { width: 800, height: 800 } as const
const HERO = { width: 2000, height: 1200 } as const

const featured = (name: string, motif: Motif): ImageSpec => ({ name, motif, ...FEATURED })
const portrait = (name: string): ImageSpec => ({ name, motif: 'portrait', ...PORTRAIT })

/** Every image of the snapshot. Names must match the `source_url`s in content/snapshot/wp/v2/*.json. */
const IMAGES: readonly ImageSpec[] = [
  { name: 'tandem-hero-praktijk', motif: 'hero', ...HERO },
  // products
  featured('exquise-next-generation-dashboard', 'screen'),
  featured('exquiray-rontgenbeeld', 'xray'),
  featured('sms-herinnering', 'message'),
  featured('internet-agenda-planning', 'calendar'),
  featured('weborder-bestellen', 'boxes'),
  featured('internet-back-up-cloud', 'cloud'),
  featured('qbridge-koppelingen', 'network'),
  featured('stockdent-voorraad', 'boxes'),
  featured('video-training-scherm', 'video'),
  featured('praktijkbegeleiding-overleg', 'people'),
  featured('hardware-werkplek', 'hardware'),
  // concepts
  featured('papierloze-praktijk', 'documents'),
  featured('praktijk-in-de-cloud', 'cloud'),
  featured('patient-aan-het-roer', 'message'),
  // references
  featured('referentie-de-lindeboom', 'tooth'),
  featured('referentie-rijnoever', 'people'),
  featured('referentie-het-kompas', 'tooth'),
  featured('referentie-zeezicht', 'chart'),
  // careers
  featured('vacature-supportmedewerker', 'people'),
  featured('vacature-full-stack-developer', 'code'),
  featured('vacature-implementatieconsultant', 'chart'),
  featured('vacature-stagiair-marketing', 'message'),
  // people
  portrait('portret-marieke-van-dijk'),
  portrait('portret-joost-hendriks'),
  portrait('portret-fatima-el-amrani'),
  portrait('portret-ruben-bakker'),
  portrait('portret-sanne-de-wit'),
  portrait('portret-thomas-verhoef'),
  // partners
  featured('partner-kiesvast-dental', 'boxes'),
  featured('partner-helderbeeld-imaging', 'xray'),
  // pages
  featured('over-ons-team', 'people'),
  featured('werken-bij-team', 'people'),
  featured('cultuur-samen', 'event'),
  featured('support-helpdesk', 'message'),
  featured('exquise-update-nieuw', 'screen'),
  featured('meekijken-op-afstand', 'screen'),
  featured('videos-webinars', 'video'),
  featured('agenda-overzicht', 'calendar'),
  // activities
  featured('activiteit-webinar', 'video'),
  featured('activiteit-gebruikersdag', 'event'),
  featured('activiteit-beurs', 'event'),
  featured('activiteit-training', 'people'),
]

const PALETTES: readonly Palette[] = [
  {
    bgFrom: '#EAF3FC',
    bgTo: '#B9D5F2',
    deep: '#1D4E89',
    mid: '#3D7CC9',
    soft: '#8DB9E8',
    card: '#FFFFFF',
    accent: '#7FD1C7',
  },
  {
    bgFrom: '#DDEBFA',
    bgTo: '#98C0EA',
    deep: '#173F73',
    mid: '#2F6FB8',
    soft: '#B5D2F1',
    card: '#F8FBFF',
    accent: '#F2B880',
  },
  {
    bgFrom: '#1E4E89',
    bgTo: '#5D97D8',
    deep: '#0F2F57',
    mid: '#9CC4EE',
    soft: '#3E78BD',
    card: '#FFFFFF',
    accent: '#8EE3D3',
  },
  {
    bgFrom: '#EEF5FB',
    bgTo: '#CFE3F6',
    deep: '#24578F',
    mid: '#5E97D3',
    soft: '#A8CAEE',
    card: '#FFFFFF',
    accent: '#B6A6F2',
  },
]

/** FNV-1a hash of a string, used as PRNG seed. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/** mulberry32 PRNG: deterministic numbers in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString()
const between = (rnd: () => number, min: number, max: number): number => min + (max - min) * rnd()

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, opacity = 1): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}" fill-opacity="${opacity}"/>`
}

function circle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" fill-opacity="${opacity}"/>`
}

/** A card with a soft shadow underneath. */
function card(ctx: Ctx, x: number, y: number, w: number, h: number, rx: number, opacity = 1): string {
  const off = Math.max(6, Math.min(w, h) * 0.03)
  return (
    rect(x + off * 0.4, y + off * 1.4, w, h, rx, ctx.pal.deep, 0.1) +
    rect(x + off * 0.2, y + off * 0.7, w, h, rx, ctx.pal.deep, 0.06) +
    rect(x, y, w, h, rx, ctx.pal.card, opacity)
  )
}

/** Horizontal "text" bars. */
function lines(ctx: Ctx, x: number, y: number, w: number, count: number, gap: number, fill: string): string {
  let out = ''
  const barH = gap * 0.42
  for (let i = 0; i < count; i += 1) {
    const lw = w * between(ctx.rnd, 0.45, 1)
    out += rect(x, y + i * gap, lw, barH, barH / 2, fill, 0.55)
  }
  return out
}

const TOOTH_PATH =
  'M40 20C10 20 0 60 10 100C18 130 30 150 38 190C42 212 60 214 66 192C72 168 80 150 100 150' +
  'C120 150 128 168 134 192C140 214 158 212 162 190C170 150 182 130 190 100C200 60 190 20 160 20' +
  'C135 20 125 32 100 32C75 32 65 20 40 20Z'

function tooth(cx: number, cy: number, size: number, fill: string, opacity = 1, rotate = 0): string {
  const s = size / 200
  return `<path d="${TOOTH_PATH}" fill="${fill}" fill-opacity="${opacity}" transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(rotate)}) scale(${s.toFixed(4)}) translate(-100 -117)"/>`
}

function person(cx: number, baseY: number, size: number, fill: string, opacity = 1): string {
  const headR = size * 0.22
  const headY = baseY - size * 0.78
  const sw = size * 0.46
  const top = baseY - size * 0.48
  const body =
    `<path d="M${r1(cx - sw)} ${r1(baseY)}C${r1(cx - sw)} ${r1(top + size * 0.08)} ${r1(cx - sw * 0.55)} ${r1(top)} ${r1(cx)} ${r1(top)}` +
    `C${r1(cx + sw * 0.55)} ${r1(top)} ${r1(cx + sw)} ${r1(top + size * 0.08)} ${r1(cx + sw)} ${r1(baseY)}Z" fill="${fill}" fill-opacity="${opacity}"/>`
  return circle(cx, headY, headR, fill, opacity) + body
}

function background(ctx: Ctx, id: string): string {
  const { w, h, rnd, pal } = ctx
  const angle = between(rnd, 0.15, 0.85)
  let blobs = ''
  const count = 3 + Math.floor(rnd() * 3)
  for (let i = 0; i < count; i += 1) {
    const cx = between(rnd, -0.1, 1.1) * w
    const cy = between(rnd, -0.1, 1.1) * h
    const r = between(rnd, 0.25, 0.55) * Math.max(w, h)
    blobs += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#${id}-glow-${i % 2})" fill-opacity="${between(rnd, 0.35, 0.7).toFixed(2)}"/>`
  }
  const ring =
    `<circle cx="${r1(w * between(rnd, 0.05, 0.25))}" cy="${r1(h * between(rnd, 0.7, 0.95))}" r="${r1(Math.min(w, h) * 0.18)}" fill="none" stroke="${pal.card}" stroke-opacity="0.35" stroke-width="${r1(Math.min(w, h) * 0.012)}"/>` +
    `<circle cx="${r1(w * between(rnd, 0.8, 0.97))}" cy="${r1(h * between(rnd, 0.06, 0.22))}" r="${r1(Math.min(w, h) * 0.05)}" fill="${pal.accent}" fill-opacity="0.55"/>`
  return (
    `<defs>` +
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="${angle.toFixed(2)}">` +
    `<stop offset="0" stop-color="${pal.bgFrom}"/><stop offset="1" stop-color="${pal.bgTo}"/></linearGradient>` +
    `<radialGradient id="${id}-glow-0"><stop offset="0" stop-color="${pal.card}" stop-opacity="0.9"/><stop offset="1" stop-color="${pal.card}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-glow-1"><stop offset="0" stop-color="${pal.soft}" stop-opacity="0.9"/><stop offset="1" stop-color="${pal.soft}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>` +
    blobs +
    ring
  )
}

/** A monitor-like window with a sidebar; returns the SVG and the content area. */
function windowFrame(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
): { svg: string; inner: { x: number; y: number; w: number; h: number } } {
  const { pal } = ctx
  const rx = Math.min(w, h) * 0.05
  const bar = h * 0.09
  let svg = card(ctx, x, y, w, h, rx)
  svg += rect(x, y, w, bar + rx, rx, pal.soft, 0.45)
  svg += rect(x, y + bar, w, rx, 0, pal.card)
  for (let i = 0; i < 3; i += 1) {
    svg += circle(x + rx + i * bar * 0.45, y + bar / 2, bar * 0.14, i === 0 ? pal.accent : pal.card, 0.9)
  }
  const side = w * 0.2
  svg += rect(x + w * 0.03, y + bar + h * 0.05, side, h - bar - h * 0.1, rx * 0.6, pal.soft, 0.3)
  svg += lines(ctx, x + w * 0.05, y + bar + h * 0.1, side * 0.8, 5, h * 0.1, pal.mid)
  const ix = x + w * 0.03 + side + w * 0.04
  return {
    svg,
    inner: { x: ix, y: y + bar + h * 0.05, w: x + w - ix - w * 0.04, h: h - bar - h * 0.1 },
  }
}

function barChart(ctx: Ctx, x: number, y: number, w: number, h: number, bars: number): string {
  const { rnd, pal } = ctx
  let out = ''
  const gap = w / bars
  const bw = gap * 0.55
  const points: string[] = []
  for (let i = 0; i < bars; i += 1) {
    const v = between(rnd, 0.3, 0.95) * (0.6 + (0.4 * i) / bars)
    const bh = h * v
    const bx = x + i * gap + (gap - bw) / 2
    out += rect(bx, y + h - bh, bw, bh, bw * 0.25, i === bars - 2 ? pal.accent : pal.mid, 0.85)
    points.push(`${r1(bx + bw / 2)},${r1(y + h - bh - h * 0.08)}`)
  }
  out += `<polyline points="${points.join(' ')}" fill="none" stroke="${pal.deep}" stroke-opacity="0.55" stroke-width="${r1(h * 0.02)}" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

function motifScreen(ctx: Ctx): string {
  const { w, h, pal } = ctx
  const fw = w * 0.62
  const fh = h * 0.64
  const fx = (w - fw) / 2 + w * 0.04
  const fy = h * 0.16
  const frame = windowFrame(ctx, fx, fy, fw, fh)
  const i = frame.inner
  let out = frame.svg
  out += barChart(ctx, i.x, i.y + i.h * 0.05, i.w * 0.58, i.h * 0.55, 6)
  out += rect(i.x + i.w * 0.66, i.y, i.w * 0.34, i.h * 0.6, 14, pal.soft, 0.28)
  out += tooth(i.x + i.w * 0.83, i.y + i.h * 0.3, i.h * 0.34, pal.mid, 0.8)
  out += lines(ctx, i.x, i.y + i.h * 0.72, i.w, 3, i.h * 0.1, pal.soft)
  // small floating card
  out += card(ctx, fx - w * 0.08, fy + fh * 0.62, w * 0.2, h * 0.2, 18)
  out += circle(fx - w * 0.08 + w * 0.045, fy + fh * 0.62 + h * 0.1, h * 0.045, pal.accent, 0.9)
  out += lines(ctx, fx - w * 0.08 + w * 0.085, fy + fh * 0.62 + h * 0.065, w * 0.09, 3, h * 0.03, pal.mid)
  return out
}

function motifHero(ctx: Ctx): string {
  const { w, h, pal } = ctx
  const fw = w * 0.5
  const fh = h * 0.58
  const fx = w * 0.42
  const fy = h * 0.2
  const frame = windowFrame(ctx, fx, fy, fw, fh)
  const i = frame.inner
  let out = `<circle cx="${r1(w * 0.67)}" cy="${r1(h * 0.5)}" r="${r1(h * 0.46)}" fill="${pal.card}" fill-opacity="0.35"/>`
  out += frame.svg
  out += barChart(ctx, i.x, i.y + i.h * 0.1, i.w * 0.55, i.h * 0.5, 5)
  out += lines(ctx, i.x + i.w * 0.63, i.y + i.h * 0.08, i.w * 0.35, 4, i.h * 0.12, pal.mid)
  out += lines(ctx, i.x, i.y + i.h * 0.75, i.w, 2, i.h * 0.11, pal.soft)
  // tooth badge
  const bx = fx - w * 0.02
  const by = fy + fh * 0.78
  out += `<circle cx="${r1(bx)}" cy="${r1(by + 10)}" r="${r1(h * 0.13)}" fill="${pal.deep}" fill-opacity="0.1"/>`
  out += circle(bx, by, h * 0.13, pal.card)
  out += tooth(bx, by, h * 0.15, pal.mid, 0.9)
  // phone
  const px = fx + fw - w * 0.04
  const py = fy - h * 0.06
  out += card(ctx, px, py, w * 0.1, h * 0.3, 22)
  out += rect(px + w * 0.012, py + h * 0.04, w * 0.076, h * 0.05, 10, pal.accent, 0.7)
  out += lines(ctx, px + w * 0.012, py + h * 0.12, w * 0.07, 4, h * 0.035, pal.mid)
  // people silhouettes at left
  out += person(w * 0.16, h * 0.86, h * 0.3, pal.card, 0.75)
  out += person(w * 0.27, h * 0.86, h * 0.36, pal.card, 0.9)
  return out
}

function motifXray(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  const fw = w * 0.56
  const fh = h * 0.62
  const fx = (w - fw) / 2
  const fy = h * 0.17
  let out = card(ctx, fx, fy, fw, fh, 28)
  out += rect(fx + fw * 0.04, fy + fh * 0.07, fw * 0.92, fh * 0.86, 20, '#10243F', 0.95)
  const n = 4
  for (let k = 0; k < n; k += 1) {
    const cx = fx + fw * (0.2 + k * 0.2)
    out += tooth(cx, fy + fh * 0.38, fh * 0.3, '#DCEBFA', between(rnd, 0.55, 0.85), between(rnd, -6, 6))
    out += tooth(cx, fy + fh * 0.7, fh * 0.28, '#DCEBFA', between(rnd, 0.45, 0.75), 180 + between(rnd, -6, 6))
  }
  out += `<circle cx="${r1(fx + fw * 0.6)}" cy="${r1(fy + fh * 0.38)}" r="${r1(fh * 0.17)}" fill="none" stroke="${pal.accent}" stroke-width="6" stroke-opacity="0.9"/>`
  out += card(ctx, fx + fw * 0.82, fy + fh * 0.6, w * 0.17, h * 0.2, 18)
  out += lines(ctx, fx + fw * 0.82 + w * 0.02, fy + fh * 0.6 + h * 0.04, w * 0.12, 4, h * 0.035, pal.mid)
  return out
}

function motifMessage(ctx: Ctx): string {
  const { w, h, pal } = ctx
  const pw = h * 0.42
  const ph = h * 0.76
  const px = w * 0.3
  const py = h * 0.12
  let out = card(ctx, px, py, pw, ph, 38)
  out += rect(px + pw * 0.07, py + ph * 0.05, pw * 0.86, ph * 0.9, 26, pal.soft, 0.22)
  const bubbles = [
    { x: 0.12, y: 0.12, bw: 0.62, left: true },
    { x: 0.3, y: 0.32, bw: 0.58, left: false },
    { x: 0.12, y: 0.52, bw: 0.7, left: true },
    { x: 0.36, y: 0.72, bw: 0.52, left: false },
  ]
  for (const b of bubbles) {
    const bx = px + pw * b.x
    const by = py + ph * b.y
    out += rect(bx, by, pw * b.bw, ph * 0.13, 18, b.left ? pal.card : pal.mid, b.left ? 1 : 0.85)
    out += lines(
      ctx,
      bx + pw * 0.06,
      by + ph * 0.035,
      pw * b.bw * 0.7,
      2,
      ph * 0.045,
      b.left ? pal.mid : pal.card,
    )
  }
  // large speech bubble to the right
  const bx = px + pw + w * 0.06
  const by = h * 0.24
  const bw = w * 0.3
  const bh = h * 0.3
  out += card(ctx, bx, by, bw, bh, 32)
  out += `<path d="M${r1(bx + bw * 0.12)} ${r1(by + bh - 2)}l${r1(-w * 0.03)} ${r1(h * 0.08)}l${r1(w * 0.08)} ${r1(-h * 0.08)}Z" fill="${pal.card}"/>`
  out += circle(bx + bw * 0.18, by + bh * 0.42, bh * 0.2, pal.accent, 0.8)
  out += lines(ctx, bx + bw * 0.36, by + bh * 0.24, bw * 0.55, 3, bh * 0.2, pal.mid)
  out += `<path d="M${r1(bx + bw * 0.12)} ${r1(by + bh * 0.42)}l${r1(bh * 0.06)} ${r1(bh * 0.06)}l${r1(bh * 0.11)} ${r1(-bh * 0.12)}" fill="none" stroke="${pal.card}" stroke-width="${r1(bh * 0.035)}" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

function motifCalendar(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  const cw = w * 0.54
  const ch = h * 0.66
  const cx = (w - cw) / 2
  const cy = h * 0.17
  let out = card(ctx, cx, cy, cw, ch, 30)
  out += rect(cx, cy, cw, ch * 0.16, 30, pal.mid, 0.9)
  out += rect(cx, cy + ch * 0.1, cw, ch * 0.06, 0, pal.card)
  out += rect(cx + cw * 0.2, cy - ch * 0.05, cw * 0.04, ch * 0.12, 10, pal.deep, 0.7)
  out += rect(cx + cw * 0.76, cy - ch * 0.05, cw * 0.04, ch * 0.12, 10, pal.deep, 0.7)
  const cols = 7
  const rows = 4
  const gw = (cw * 0.88) / cols
  const gh = (ch * 0.7) / rows
  const pick = Math.floor(rnd() * cols * rows)
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const idx = r * cols + c
      const x = cx + cw * 0.06 + c * gw
      const y = cy + ch * 0.22 + r * gh
      const fill = idx === pick ? pal.accent : rnd() < 0.22 ? pal.mid : pal.soft
      const op = idx === pick ? 1 : fill === pal.soft ? 0.3 : 0.55
      out += rect(x + gw * 0.1, y + gh * 0.1, gw * 0.8, gh * 0.8, 12, fill, op)
    }
  }
  out += card(ctx, cx + cw * 0.78, cy + ch * 0.62, w * 0.2, h * 0.18, 20)
  out += circle(cx + cw * 0.78 + w * 0.04, cy + ch * 0.62 + h * 0.09, h * 0.045, pal.mid, 0.85)
  out += `<path d="M${r1(cx + cw * 0.78 + w * 0.04)} ${r1(cy + ch * 0.62 + h * 0.065)}v${r1(h * 0.028)}h${r1(h * 0.02)}" stroke="${pal.card}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  out += lines(ctx, cx + cw * 0.78 + w * 0.08, cy + ch * 0.62 + h * 0.06, w * 0.1, 2, h * 0.04, pal.mid)
  return out
}

function motifBoxes(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = ''
  const base = h * 0.84
  const size = h * 0.2
  const startX = w * 0.28
  const layout: readonly (readonly [number, number])[] = [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
    [0.5, 1],
    [1.5, 1],
    [2.5, 1],
    [1, 2],
    [2, 2],
  ]
  for (const [col, row] of layout) {
    const x = startX + col * size * 1.08
    const y = base - (row + 1) * size * 1.04
    out += card(ctx, x, y, size, size, 16)
    out += rect(x + size * 0.38, y, size * 0.24, size * 0.38, 4, pal.soft, 0.55)
    out += rect(
      x + size * 0.18,
      y + size * 0.66,
      size * 0.4,
      size * 0.1,
      5,
      rnd() < 0.3 ? pal.accent : pal.mid,
      0.7,
    )
  }
  out += rect(w * 0.2, base, w * 0.6, h * 0.02, 8, pal.deep, 0.25)
  // checklist card
  const lx = w * 0.66
  const ly = h * 0.14
  out += card(ctx, lx, ly, w * 0.22, h * 0.34, 22)
  for (let i = 0; i < 4; i += 1) {
    const y = ly + h * 0.06 + i * h * 0.07
    out += rect(lx + w * 0.02, y, h * 0.04, h * 0.04, 6, i < 3 ? pal.accent : pal.soft, i < 3 ? 0.9 : 0.5)
    out += rect(lx + w * 0.055, y + h * 0.01, w * between(rnd, 0.08, 0.13), h * 0.02, 6, pal.mid, 0.5)
  }
  return out
}

function cloudPath(cx: number, cy: number, s: number): string {
  const p = (x: number, y: number): string => `${r1(cx + x * s)} ${r1(cy + y * s)}`
  return (
    `M${p(-0.9, 0.4)}C${p(-1.25, 0.4)} ${p(-1.3, -0.15)} ${p(-0.85, -0.2)}C${p(-0.85, -0.65)} ${p(-0.3, -0.8)} ${p(-0.05, -0.5)}` +
    `C${p(0.15, -0.95)} ${p(0.85, -0.85)} ${p(0.8, -0.25)}C${p(1.3, -0.25)} ${p(1.3, 0.4)} ${p(0.85, 0.4)}Z`
  )
}

function motifCloud(ctx: Ctx): string {
  const { w, h, pal } = ctx
  const cx = w * 0.5
  const cy = h * 0.42
  const s = h * 0.28
  let out = `<path d="${cloudPath(cx + 8, cy + 16, s)}" fill="${pal.deep}" fill-opacity="0.1"/>`
  out += `<path d="${cloudPath(cx, cy, s)}" fill="${pal.card}"/>`
  // shield
  const sx = cx
  const sy = cy - s * 0.15
  const ss = s * 0.42
  out += `<path d="M${r1(sx)} ${r1(sy - ss * 0.6)}L${r1(sx + ss * 0.5)} ${r1(sy - ss * 0.4)}V${r1(sy + ss * 0.05)}C${r1(sx + ss * 0.5)} ${r1(sy + ss * 0.4)} ${r1(sx + ss * 0.2)} ${r1(sy + ss * 0.6)} ${r1(sx)} ${r1(sy + ss * 0.7)}C${r1(sx - ss * 0.2)} ${r1(sy + ss * 0.6)} ${r1(sx - ss * 0.5)} ${r1(sy + ss * 0.4)} ${r1(sx - ss * 0.5)} ${r1(sy + ss * 0.05)}V${r1(sy - ss * 0.4)}Z" fill="${pal.mid}" fill-opacity="0.9"/>`
  out += `<path d="M${r1(sx - ss * 0.2)} ${r1(sy + ss * 0.02)}l${r1(ss * 0.15)} ${r1(ss * 0.15)}l${r1(ss * 0.28)} ${r1(-ss * 0.3)}" fill="none" stroke="${pal.card}" stroke-width="${r1(ss * 0.09)}" stroke-linecap="round" stroke-linejoin="round"/>`
  // servers / devices below connected to cloud
  const devices = [0.26, 0.5, 0.74]
  for (const d of devices) {
    const dx = w * d
    const dy = h * 0.74
    out += `<line x1="${r1(cx)}" y1="${r1(cy + s * 0.4)}" x2="${r1(dx)}" y2="${r1(dy)}" stroke="${pal.card}" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="14 12"/>`
    out += card(ctx, dx - w * 0.07, dy, w * 0.14, h * 0.13, 16)
    out += rect(dx - w * 0.05, dy + h * 0.03, w * 0.1, h * 0.022, 6, pal.mid, 0.5)
    out += rect(dx - w * 0.05, dy + h * 0.075, w * 0.06, h * 0.022, 6, pal.accent, 0.8)
  }
  return out
}

function motifNetwork(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  const cx = w * 0.5
  const cy = h * 0.5
  const nodes: { x: number; y: number }[] = []
  const count = 7
  for (let i = 0; i < count; i += 1) {
    const a = (Math.PI * 2 * i) / count + between(rnd, -0.2, 0.2)
    const rr = h * between(rnd, 0.3, 0.38)
    nodes.push({ x: cx + Math.cos(a) * rr * 1.5, y: cy + Math.sin(a) * rr })
  }
  let out = ''
  for (const n of nodes) {
    out += `<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(n.x)}" y2="${r1(n.y)}" stroke="${pal.card}" stroke-opacity="0.75" stroke-width="6" stroke-linecap="round"/>`
  }
  for (let i = 0; i < nodes.length; i += 1) {
    const a = nodes[i]
    const b = nodes[(i + 1) % nodes.length]
    if (a && b && i % 2 === 0) {
      out += `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="${pal.mid}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="10 10"/>`
    }
  }
  nodes.forEach((n, i) => {
    out += card(ctx, n.x - h * 0.075, n.y - h * 0.075, h * 0.15, h * 0.15, h * 0.04)
    const inner = i % 3 === 0 ? pal.accent : pal.mid
    out += rect(n.x - h * 0.035, n.y - h * 0.035, h * 0.07, h * 0.07, h * 0.018, inner, 0.75)
  })
  out += `<circle cx="${r1(cx)}" cy="${r1(cy + 10)}" r="${r1(h * 0.15)}" fill="${pal.deep}" fill-opacity="0.12"/>`
  out += circle(cx, cy, h * 0.15, pal.card)
  out += circle(cx, cy, h * 0.11, pal.mid, 0.9)
  out += `<path d="M${r1(cx - h * 0.05)} ${r1(cy - h * 0.02)}h${r1(h * 0.09)}l${r1(-h * 0.025)} ${r1(-h * 0.025)}M${r1(cx + h * 0.05)} ${r1(cy + h * 0.02)}h${r1(-h * 0.09)}l${r1(h * 0.025)} ${r1(h * 0.025)}" fill="none" stroke="${pal.card}" stroke-width="${r1(h * 0.014)}" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

function motifVideo(ctx: Ctx): string {
  const { w, h, pal } = ctx
  const fw = w * 0.6
  const fh = h * 0.6
  const fx = (w - fw) / 2
  const fy = h * 0.15
  let out = card(ctx, fx, fy, fw, fh, 30)
  out += rect(fx + fw * 0.03, fy + fh * 0.05, fw * 0.94, fh * 0.72, 20, pal.soft, 0.45)
  out += person(fx + fw * 0.3, fy + fh * 0.77, fh * 0.45, pal.mid, 0.55)
  out += rect(fx + fw * 0.52, fy + fh * 0.16, fw * 0.38, fh * 0.42, 14, pal.card, 0.85)
  out += barChart(ctx, fx + fw * 0.55, fy + fh * 0.24, fw * 0.32, fh * 0.3, 4)
  const pcx = fx + fw * 0.5
  const pcy = fy + fh * 0.41
  out += circle(pcx, pcy, fh * 0.13, pal.deep, 0.75)
  out += `<path d="M${r1(pcx - fh * 0.04)} ${r1(pcy - fh * 0.06)}L${r1(pcx + fh * 0.065)} ${r1(pcy)}L${r1(pcx - fh * 0.04)} ${r1(pcy + fh * 0.06)}Z" fill="${pal.card}"/>`
  // progress bar
  out += rect(fx + fw * 0.05, fy + fh * 0.85, fw * 0.9, fh * 0.03, 8, pal.soft, 0.6)
  out += rect(fx + fw * 0.05, fy + fh * 0.85, fw * 0.38, fh * 0.03, 8, pal.accent)
  out += circle(fx + fw * 0.43, fy + fh * 0.865, fh * 0.03, pal.mid)
  return out
}

function motifPeople(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = `<ellipse cx="${r1(w * 0.5)}" cy="${r1(h * 0.86)}" rx="${r1(w * 0.36)}" ry="${r1(h * 0.05)}" fill="${pal.deep}" fill-opacity="0.1"/>`
  // table / screen behind
  out += card(ctx, w * 0.33, h * 0.12, w * 0.34, h * 0.3, 22, 0.95)
  out += barChart(ctx, w * 0.36, h * 0.17, w * 0.18, h * 0.2, 4)
  out += lines(ctx, w * 0.56, h * 0.18, w * 0.09, 4, h * 0.05, pal.mid)
  const people = 3 + Math.floor(rnd() * 2)
  for (let i = 0; i < people; i += 1) {
    const x = w * (0.24 + (0.52 * i) / (people - 1))
    const size = h * between(rnd, 0.36, 0.44)
    const fill = i % 2 === 0 ? pal.card : pal.mid
    out += person(x, h * 0.86, size, fill, i % 2 === 0 ? 0.95 : 0.8)
  }
  out += rect(w * 0.14, h * 0.84, w * 0.72, h * 0.05, 14, pal.card, 0.85)
  return out
}

function motifHardware(ctx: Ctx): string {
  const { w, h, pal } = ctx
  let out = ''
  const mx = w * 0.28
  const my = h * 0.14
  const mw = w * 0.44
  const mh = h * 0.46
  out += card(ctx, mx, my, mw, mh, 24)
  out += rect(mx + mw * 0.04, my + mh * 0.07, mw * 0.92, mh * 0.8, 14, pal.soft, 0.4)
  out += tooth(mx + mw * 0.3, my + mh * 0.46, mh * 0.42, pal.card, 0.95)
  out += lines(ctx, mx + mw * 0.52, my + mh * 0.22, mw * 0.38, 4, mh * 0.13, pal.mid)
  out += rect(mx + mw * 0.45, my + mh, mw * 0.1, h * 0.1, 0, pal.card, 0.9)
  out += rect(mx + mw * 0.32, my + mh + h * 0.1, mw * 0.36, h * 0.03, 10, pal.card)
  // keyboard
  out += card(ctx, w * 0.3, h * 0.78, w * 0.34, h * 0.08, 14)
  for (let i = 0; i < 10; i += 1) {
    out += rect(w * 0.315 + i * w * 0.031, h * 0.8, w * 0.024, h * 0.015, 4, pal.soft, 0.7)
    out += rect(w * 0.315 + i * w * 0.031, h * 0.825, w * 0.024, h * 0.015, 4, pal.soft, 0.7)
  }
  // tower
  out += card(ctx, w * 0.76, h * 0.3, w * 0.11, h * 0.56, 18)
  out += circle(w * 0.815, h * 0.38, h * 0.025, pal.accent)
  out += lines(ctx, w * 0.785, h * 0.46, w * 0.06, 6, h * 0.05, pal.soft)
  // mouse
  out += `<ellipse cx="${r1(w * 0.69)}" cy="${r1(h * 0.82)}" rx="${r1(w * 0.018)}" ry="${r1(h * 0.045)}" fill="${pal.card}"/>`
  return out
}

function motifDocuments(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = ''
  for (let i = 0; i < 3; i += 1) {
    const x = w * 0.16 + i * w * 0.035
    const y = h * 0.22 + i * h * 0.04
    const rot = between(rnd, -10, -2) + i * 4
    out += `<g transform="rotate(${r1(rot)} ${r1(x + w * 0.1)} ${r1(y + h * 0.25)})">`
    out += card(ctx, x, y, w * 0.2, h * 0.52, 16, 0.95)
    out += lines(ctx, x + w * 0.025, y + h * 0.06, w * 0.15, 7, h * 0.06, pal.soft)
    out += `</g>`
  }
  // arrow
  out += `<path d="M${r1(w * 0.46)} ${r1(h * 0.5)}H${r1(w * 0.55)}m${r1(-w * 0.025)} ${r1(-h * 0.04)}l${r1(w * 0.025)} ${r1(h * 0.04)}l${r1(-w * 0.025)} ${r1(h * 0.04)}" fill="none" stroke="${pal.card}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  // tablet
  const tx = w * 0.6
  const ty = h * 0.2
  out += card(ctx, tx, ty, w * 0.26, h * 0.6, 30)
  out += rect(tx + w * 0.015, ty + h * 0.03, w * 0.23, h * 0.54, 18, pal.soft, 0.3)
  out += tooth(tx + w * 0.13, ty + h * 0.17, h * 0.14, pal.mid, 0.85)
  out += lines(ctx, tx + w * 0.035, ty + h * 0.3, w * 0.19, 3, h * 0.055, pal.mid)
  out += `<path d="M${r1(tx + w * 0.04)} ${r1(ty + h * 0.5)}c${r1(w * 0.03)} ${r1(-h * 0.05)} ${r1(w * 0.05)} ${r1(h * 0.04)} ${r1(w * 0.08)} ${r1(-h * 0.01)}s${r1(w * 0.04)} ${r1(h * 0.03)} ${r1(w * 0.06)} 0" fill="none" stroke="${pal.deep}" stroke-width="5" stroke-linecap="round"/>`
  return out
}

function motifTooth(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = ''
  out += `<circle cx="${r1(w * 0.5)}" cy="${r1(h * 0.5)}" r="${r1(h * 0.36)}" fill="${pal.card}" fill-opacity="0.45"/>`
  out += tooth(w * 0.5 + 10, h * 0.5 + 18, h * 0.5, pal.deep, 0.12)
  out += tooth(w * 0.5, h * 0.5, h * 0.5, pal.card)
  out += `<path d="M${r1(w * 0.5 - h * 0.13)} ${r1(h * 0.36)}c${r1(h * 0.03)} ${r1(-h * 0.04)} ${r1(h * 0.08)} ${r1(-h * 0.05)} ${r1(h * 0.1)} ${r1(-h * 0.03)}" stroke="${pal.soft}" stroke-width="14" stroke-linecap="round" fill="none"/>`
  // sparkles
  for (let i = 0; i < 3; i += 1) {
    const sx = w * between(rnd, 0.62, 0.75)
    const sy = h * (0.2 + i * 0.12)
    const s = h * between(rnd, 0.02, 0.035)
    out += `<path d="M${r1(sx)} ${r1(sy - s * 2)}Q${r1(sx)} ${r1(sy)} ${r1(sx + s * 2)} ${r1(sy)}Q${r1(sx)} ${r1(sy)} ${r1(sx)} ${r1(sy + s * 2)}Q${r1(sx)} ${r1(sy)} ${r1(sx - s * 2)} ${r1(sy)}Q${r1(sx)} ${r1(sy)} ${r1(sx)} ${r1(sy - s * 2)}Z" fill="${pal.card}"/>`
  }
  // rating card
  const cx = w * 0.14
  const cy = h * 0.6
  out += card(ctx, cx, cy, w * 0.22, h * 0.2, 22)
  out += circle(cx + w * 0.045, cy + h * 0.1, h * 0.05, pal.mid, 0.8)
  for (let i = 0; i < 5; i += 1) {
    out += circle(cx + w * 0.095 + i * w * 0.022, cy + h * 0.075, h * 0.012, i < 4 ? pal.accent : pal.soft)
  }
  out += rect(cx + w * 0.085, cy + h * 0.115, w * 0.11, h * 0.022, 6, pal.soft, 0.7)
  return out
}

function motifChart(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = card(ctx, w * 0.18, h * 0.16, w * 0.46, h * 0.64, 28)
  out += lines(ctx, w * 0.22, h * 0.22, w * 0.16, 1, h * 0.05, pal.mid)
  out += barChart(ctx, w * 0.22, h * 0.32, w * 0.38, h * 0.4, 7)
  // donut
  const dcx = w * 0.76
  const dcy = h * 0.36
  const r = h * 0.14
  out += card(ctx, dcx - r * 1.5, dcy - r * 1.5, r * 3, r * 3, 26)
  const c = 2 * Math.PI * r
  const part = between(rnd, 0.55, 0.8)
  out += `<circle cx="${r1(dcx)}" cy="${r1(dcy)}" r="${r1(r)}" fill="none" stroke="${pal.soft}" stroke-opacity="0.5" stroke-width="${r1(r * 0.35)}"/>`
  out += `<circle cx="${r1(dcx)}" cy="${r1(dcy)}" r="${r1(r)}" fill="none" stroke="${pal.mid}" stroke-width="${r1(r * 0.35)}" stroke-dasharray="${r1(c * part)} ${r1(c)}" transform="rotate(-90 ${r1(dcx)} ${r1(dcy)})"/>`
  out += card(ctx, w * 0.68, h * 0.64, w * 0.2, h * 0.16, 20)
  out += circle(w * 0.715, h * 0.72, h * 0.035, pal.accent)
  out += lines(ctx, w * 0.745, h * 0.69, w * 0.11, 2, h * 0.045, pal.mid)
  return out
}

function motifCode(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  const fx = w * 0.2
  const fy = h * 0.15
  const fw = w * 0.6
  const fh = h * 0.66
  let out = card(ctx, fx, fy, fw, fh, 26)
  out += rect(fx, fy, fw, fh, 26, '#132B4D', 0.96)
  for (let i = 0; i < 3; i += 1) out += circle(fx + 34 + i * 30, fy + 30, 9, i === 0 ? pal.accent : '#5C7FA8')
  const colors = [pal.accent, '#8DB9E8', '#F2B880', '#C8DDF5']
  for (let i = 0; i < 10; i += 1) {
    const indent = [0, 1, 1, 2, 2, 2, 1, 2, 1, 0][i] ?? 0
    let x = fx + fw * 0.06 + indent * fw * 0.05
    const y = fy + fh * 0.16 + i * fh * 0.075
    const parts = 1 + Math.floor(rnd() * 3)
    for (let p = 0; p < parts; p += 1) {
      const lw = fw * between(rnd, 0.06, 0.18)
      out += rect(x, y, lw, fh * 0.032, 7, colors[(i + p) % colors.length] ?? pal.mid, 0.85)
      x += lw + fw * 0.02
    }
  }
  out += `<path d="M${r1(w * 0.14)} ${r1(h * 0.42)}l${r1(-w * 0.05)} ${r1(h * 0.07)}l${r1(w * 0.05)} ${r1(h * 0.07)}M${r1(w * 0.86)} ${r1(h * 0.42)}l${r1(w * 0.05)} ${r1(h * 0.07)}l${r1(-w * 0.05)} ${r1(h * 0.07)}" fill="none" stroke="${pal.card}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

function motifEvent(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = ''
  // presentation screen
  out += card(ctx, w * 0.3, h * 0.08, w * 0.4, h * 0.34, 22)
  out += barChart(ctx, w * 0.34, h * 0.13, w * 0.2, h * 0.24, 4)
  out += tooth(w * 0.62, h * 0.25, h * 0.16, pal.mid, 0.85)
  // audience rows
  for (let row = 0; row < 2; row += 1) {
    const n = 6 - row
    for (let i = 0; i < n; i += 1) {
      const x = w * (0.16 + (0.68 * (i + row * 0.5)) / 5.5)
      const base = h * (0.78 + row * 0.18)
      const size = h * (0.22 + row * 0.06) * between(rnd, 0.92, 1.08)
      out += person(x, base, size, row === 0 ? pal.mid : pal.card, row === 0 ? 0.6 : 0.9)
    }
  }
  // pennant string
  let pennants = ''
  for (let i = 0; i < 9; i += 1) {
    const x = w * (0.04 + i * 0.03)
    pennants += `<path d="M${r1(x)} ${r1(h * 0.1 + i * 3)}l${r1(w * 0.024)} 0l${r1(-w * 0.012)} ${r1(h * 0.05)}Z" fill="${i % 2 === 0 ? pal.accent : pal.card}" fill-opacity="0.85"/>`
  }
  out += pennants
  return out
}

function motifPortrait(ctx: Ctx): string {
  const { w, h, pal, rnd } = ctx
  let out = `<circle cx="${r1(w * 0.5)}" cy="${r1(h * 0.52)}" r="${r1(w * 0.36)}" fill="${pal.card}" fill-opacity="0.4"/>`
  out += `<circle cx="${r1(w * 0.5)}" cy="${r1(h * 0.52)}" r="${r1(w * 0.42)}" fill="none" stroke="${pal.card}" stroke-opacity="0.5" stroke-width="6"/>`
  const headR = w * between(rnd, 0.13, 0.15)
  const hx = w * 0.5
  const hy = h * 0.42
  const style = Math.floor(rnd() * 3)
  const hair = pal.deep
  if (style === 1) {
    // long hair behind the head
    out += `<path d="M${r1(hx - headR * 1.25)} ${r1(hy + headR * 1.6)}C${r1(hx - headR * 1.45)} ${r1(hy - headR * 1.4)} ${r1(hx + headR * 1.45)} ${r1(hy - headR * 1.4)} ${r1(hx + headR * 1.25)} ${r1(hy + headR * 1.6)}Z" fill="${hair}" fill-opacity="0.55"/>`
  }
  // shoulders
  const sw = w * 0.3
  const top = h * 0.66
  out += `<path d="M${r1(hx - sw)} ${h}C${r1(hx - sw)} ${r1(top + h * 0.06)} ${r1(hx - sw * 0.55)} ${r1(top)} ${r1(hx)} ${r1(top)}C${r1(hx + sw * 0.55)} ${r1(top)} ${r1(hx + sw)} ${r1(top + h * 0.06)} ${r1(hx + sw)} ${h}Z" fill="${pal.mid}" fill-opacity="0.9"/>`
  out += `<path d="M${r1(hx - w * 0.07)} ${r1(top + 2)}L${r1(hx)} ${r1(top + h * 0.1)}L${r1(hx + w * 0.07)} ${r1(top + 2)}Z" fill="${pal.card}" fill-opacity="0.9"/>`
  out += rect(hx - headR * 0.4, hy + headR * 0.6, headR * 0.8, h * 0.14, headR * 0.3, pal.card, 0.92)
  out += circle(hx, hy, headR, pal.card)
  if (style === 0) {
    out += `<path d="M${r1(hx - headR)} ${r1(hy - headR * 0.05)}C${r1(hx - headR)} ${r1(hy - headR * 1.25)} ${r1(hx + headR)} ${r1(hy - headR * 1.25)} ${r1(hx + headR)} ${r1(hy - headR * 0.15)}C${r1(hx + headR * 0.4)} ${r1(hy - headR * 0.6)} ${r1(hx - headR * 0.4)} ${r1(hy - headR * 0.5)} ${r1(hx - headR)} ${r1(hy - headR * 0.05)}Z" fill="${hair}" fill-opacity="0.6"/>`
  } else if (style === 1) {
    out += `<path d="M${r1(hx - headR)} ${r1(hy)}C${r1(hx - headR)} ${r1(hy - headR * 1.3)} ${r1(hx + headR)} ${r1(hy - headR * 1.3)} ${r1(hx + headR)} ${r1(hy)}C${r1(hx + headR * 0.2)} ${r1(hy - headR * 0.7)} ${r1(hx - headR * 0.6)} ${r1(hy - headR * 0.3)} ${r1(hx - headR)} ${r1(hy)}Z" fill="${hair}" fill-opacity="0.6"/>`
  } else {
    out += `<path d="M${r1(hx - headR * 0.95)} ${r1(hy - headR * 0.3)}C${r1(hx - headR * 0.8)} ${r1(hy - headR * 1.15)} ${r1(hx + headR * 0.8)} ${r1(hy - headR * 1.15)} ${r1(hx + headR * 0.95)} ${r1(hy - headR * 0.3)}C${r1(hx + headR * 0.5)} ${r1(hy - headR * 0.75)} ${r1(hx - headR * 0.5)} ${r1(hy - headR * 0.75)} ${r1(hx - headR * 0.95)} ${r1(hy - headR * 0.3)}Z" fill="${hair}" fill-opacity="0.6"/>`
  }
  out += circle(w * between(rnd, 0.74, 0.82), h * between(rnd, 0.18, 0.26), w * 0.035, pal.accent, 0.8)
  return out
}

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

function buildSvg(spec: ImageSpec): string {
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

const MAX_BYTES = 60 * 1024

async function render(spec: ImageSpec): Promise<Buffer> {
  const svg = Buffer.from(buildSvg(spec))
  let quality = 72
  for (;;) {
    const jpeg = await sharp(svg, { density: 72 })
      .resize(spec.width, spec.height)
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer()
    if (jpeg.length <= MAX_BYTES || quality <= 40) return jpeg
    quality -= 6
  }
}

function outputDir(): string {
  const args = process.argv.slice(2)
  const flag = args.indexOf('--out')
  const explicit = flag >= 0 ? args[flag + 1] : undefined
  if (explicit) return path.resolve(explicit)
  const root = typeof __dirname === 'string' ? path.resolve(__dirname, '..') : process.cwd()
  return path.join(root, 'content', 'snapshot', 'wp-content', 'uploads', '2026', '10')
}

async function main(): Promise<void> {
  const dir = outputDir()
  await mkdir(dir, { recursive: true })
  const names = new Set<string>()
  let total = 0
  for (const spec of IMAGES) {
    if (names.has(spec.name)) throw new Error(`Duplicate image name: ${spec.name}`)
    names.add(spec.name)
    const jpeg = await render(spec)
    await writeFile(path.join(dir, `${spec.name}.jpg`), jpeg)
    total += jpeg.length
    console.info(`${spec.name}.jpg  ${spec.width}x${spec.height}  ${(jpeg.length / 1024).toFixed(1)} KB`)
  }
  console.info(
    `${IMAGES.length} images, ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), dir) || dir}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
