import type { Ctx } from './palettes'

/** The drawing's building blocks: a seeded PRNG, and SVG shapes (cards, lines, teeth, people, charts). */

/** FNV-1a hash of a string, used as PRNG seed. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/** mulberry32 PRNG: deterministic numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString()
export const between = (rnd: () => number, min: number, max: number): number => min + (max - min) * rnd()

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  opacity = 1,
): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}" fill-opacity="${opacity}"/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" fill-opacity="${opacity}"/>`
}

/** A card with a soft shadow underneath. */
export function card(ctx: Ctx, x: number, y: number, w: number, h: number, rx: number, opacity = 1): string {
  const off = Math.max(6, Math.min(w, h) * 0.03)
  return (
    rect(x + off * 0.4, y + off * 1.4, w, h, rx, ctx.pal.deep, 0.1) +
    rect(x + off * 0.2, y + off * 0.7, w, h, rx, ctx.pal.deep, 0.06) +
    rect(x, y, w, h, rx, ctx.pal.card, opacity)
  )
}

/** Horizontal "text" bars. */
export function lines(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  fill: string,
): string {
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

export function tooth(cx: number, cy: number, size: number, fill: string, opacity = 1, rotate = 0): string {
  const s = size / 200
  return `<path d="${TOOTH_PATH}" fill="${fill}" fill-opacity="${opacity}" transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(rotate)}) scale(${s.toFixed(4)}) translate(-100 -117)"/>`
}

export function person(cx: number, baseY: number, size: number, fill: string, opacity = 1): string {
  const headR = size * 0.22
  const headY = baseY - size * 0.78
  const sw = size * 0.46
  const top = baseY - size * 0.48
  const body =
    `<path d="M${r1(cx - sw)} ${r1(baseY)}C${r1(cx - sw)} ${r1(top + size * 0.08)} ${r1(cx - sw * 0.55)} ${r1(top)} ${r1(cx)} ${r1(top)}` +
    `C${r1(cx + sw * 0.55)} ${r1(top)} ${r1(cx + sw)} ${r1(top + size * 0.08)} ${r1(cx + sw)} ${r1(baseY)}Z" fill="${fill}" fill-opacity="${opacity}"/>`
  return circle(cx, headY, headR, fill, opacity) + body
}

export function background(ctx: Ctx, id: string): string {
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
export function windowFrame(
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

export function barChart(ctx: Ctx, x: number, y: number, w: number, h: number, bars: number): string {
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
