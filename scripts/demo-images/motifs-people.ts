import type { Ctx } from './palettes'
import { r1, between, rect, circle, card, lines, tooth, person, barChart } from './shapes'

/** Motifs of people and things: networks, video, people, hardware, documents, teeth, charts, code, events, portraits. */

export function motifNetwork(ctx: Ctx): string {
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

export function motifVideo(ctx: Ctx): string {
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

export function motifPeople(ctx: Ctx): string {
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

export function motifHardware(ctx: Ctx): string {
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

export function motifDocuments(ctx: Ctx): string {
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

export function motifTooth(ctx: Ctx): string {
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

export function motifChart(ctx: Ctx): string {
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

export function motifCode(ctx: Ctx): string {
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

export function motifEvent(ctx: Ctx): string {
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

export function motifPortrait(ctx: Ctx): string {
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
