import { render, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { GATSBY_ROOT_ID } from '../../gatsby-internals'
import { useOverlay } from '../use-overlay'

const Overlay = ({ open }: { open: boolean }) => {
  const container = useRef<HTMLDivElement>(null)
  useOverlay({ open, container })
  return (
    <div ref={container} role="dialog" aria-label="Overlay">
      <button type="button">In the overlay</button>
    </div>
  )
}

/** The page behind: Gatsby's root, outside which overlays are portalled. */
function pageBehind() {
  const root = document.createElement('div')
  root.id = GATSBY_ROOT_ID
  root.innerHTML = '<a href="/">Behind</a>'
  document.body.append(root)
  return root
}

describe('useOverlay', () => {
  afterEach(() => document.getElementById(GATSBY_ROOT_ID)?.remove())

  it('makes the page behind inert once the overlay has been painted, and takes that away on close', async () => {
    const root = pageBehind()
    const { rerender, getByRole } = render(<Overlay open />)
    expect(getByRole('button')).toHaveFocus()
    await waitFor(() => expect(root).toHaveAttribute('inert'))
    rerender(<Overlay open={false} />)
    expect(root).not.toHaveAttribute('inert')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closed before its first paint, it leaves the page behind as it was', async () => {
    const root = pageBehind()
    const { rerender } = render(<Overlay open />)
    rerender(<Overlay open={false} />)
    // a frame and a task later, nothing came back to make the page inert
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)))
    expect(root).not.toHaveAttribute('inert')
  })
})
