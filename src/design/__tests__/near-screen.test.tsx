import { render, screen } from '@testing-library/react'
import { FOCUS_RING_REACH, PAINT_REACH_PX, shadowReach } from '../near-screen'
import { Section } from '../Section'
import { focusRing, shadows } from '../tokens'

describe('near-screen', () => {
  it('measures how far a shadow paints beyond its box: offset, blur and spread, the widest layer', () => {
    expect(shadowReach('0 1px 3px rgba(13, 44, 84, 0.12), 0 4px 16px rgba(13, 44, 84, 0.06)')).toBe(20)
    expect(shadowReach('-6px 2px 10px 4px #000')).toBe(20)
    expect(shadowReach('0 0 0 rgba(0, 0, 0, 0.5)')).toBe(0)
    expect(shadowReach('2.5px 0 1.5px -3px red')).toBe(4)
  })

  it('lets every focus ring and every shadow of the design through the clip', () => {
    expect(FOCUS_RING_REACH).toBe(parseFloat(focusRing.outline) + parseFloat(focusRing.outlineOffset))
    expect(PAINT_REACH_PX).toBeGreaterThanOrEqual(FOCUS_RING_REACH)
    for (const shadow of Object.values(shadows))
      expect(PAINT_REACH_PX).toBeGreaterThanOrEqual(shadowReach(shadow))
  })

  it('makes a section far below skip its layout off screen only where the browser keeps focus rings unclipped', () => {
    render(
      <Section id="modules" title="Onderdelen" layoutWhenNear>
        <p>Tekst</p>
      </Section>,
    )
    const section = screen.getByRole('region', { name: 'Onderdelen' })
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('')
      .replace(/\s+/g, '')
    const className = section.className.split(' ').pop()!
    expect(css).toContain(
      `@supports(overflow-clip-margin:1px){.${className}{content-visibility:auto;` +
        `contain-intrinsic-size:auto40rem;overflow-clip-margin:${PAINT_REACH_PX}px;}}`,
    )
  })

  it('leaves a section that may start on the first screen laid out with the page', () => {
    render(
      <Section id="formulier" title="Stuur ons een bericht">
        <p>Tekst</p>
      </Section>,
    )
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    const section = screen.getByRole('region', { name: 'Stuur ons een bericht' })
    const ownRules = css.filter((rule) =>
      section.className.split(' ').some((name) => name && rule.includes(`.${name}`)),
    )
    expect(ownRules.join('')).not.toContain('content-visibility')
  })
})
