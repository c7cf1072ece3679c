import { render } from '@testing-library/react'
import { act, useState } from 'react'
import { StylesInAdvance } from '../StylesInAdvance'

const styleText = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
const sheetRules = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('')

describe('StylesInAdvance', () => {
  it('puts the styles in the page before any element uses them, and renders nothing', () => {
    const { container } = render(
      <StylesInAdvance styles={[{ color: 'rgb(1, 2, 3)' }, { outlineColor: 'rgb(4, 5, 6)' }]} />,
    )
    expect(container).toBeEmptyDOMElement()
    const inPage = styleText() + sheetRules()
    expect(inPage).toContain('rgb(1, 2, 3)')
    expect(inPage).toContain('rgb(4, 5, 6)')
  })

  it('an element shown later with the same style finds its rule there already', () => {
    const later = { background: 'rgb(7, 8, 9)' }
    let show: () => void = () => undefined
    const Control = () => {
      const [shown, setShown] = useState(false)
      show = () => setShown(true)
      return (
        <>
          <StylesInAdvance styles={[later]} />
          {shown && <p css={later}>later</p>}
        </>
      )
    }
    render(<Control />)
    const before = styleText() + sheetRules()
    expect(before).toContain('rgb(7, 8, 9)')
    act(() => show())
    expect((styleText() + sheetRules()).split('rgb(7, 8, 9)')).toHaveLength(
      before.split('rgb(7, 8, 9)').length,
    )
  })
})
