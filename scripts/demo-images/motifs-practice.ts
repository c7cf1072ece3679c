import type { Ctx } from './palettes'
import { r1, between, rect, circle, card, lines, tooth, person, windowFrame, barChart } from './shapes'

/** Motifs of the practice's software: screens, the hero, x-rays, messages, the calendar, stock, the cloud. */

export function motifScreen(ctx: Ctx): string {
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

export function motifHero(ctx: Ctx): string {
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

export function motifXray(ctx: Ctx): string {
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

export function motifMessage(ctx: Ctx): string {
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

export function motifCalendar(ctx: Ctx): string {
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

export function motifBoxes(ctx: Ctx): string {
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

export function motifCloud(ctx: Ctx): string {
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
