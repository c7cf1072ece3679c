import { render } from '@testing-library/react'
import { fontSizes } from '../../../design/tokens'
import { Logo } from '../Logo'

const BROWSER_REM_PX = 16

describe('the logo', () => {
  it('draws its word mark at the body text size, so the browser needs no font sizes of its own for it', () => {
    const { container } = render(<Logo />)
    const svg = container.querySelector('svg')!
    const [, , viewBoxWidth] = svg.getAttribute('viewBox')!.split(' ').map(Number)
    const pxPerUnit = Number(svg.getAttribute('width')) / viewBoxWidth!
    const wordMarkPx = Number(container.querySelector('text')!.getAttribute('font-size')) * pxPerUnit
    expect(wordMarkPx).toBeCloseTo(parseFloat(fontSizes.small) * BROWSER_REM_PX, 5)
  })
})
