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

  it('takes over the page behind once the overlay has been painted, and gives it back on close', async () => {
    const root = pageBehind()
    const { rerender, getByRole } = render(<Overlay open />)
    // the tap's frame shows the overlay only: focus, scroll lock and inert come after it
    expect(getByRole('button')).not.toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('')
    await waitFor(() => expect(root).toHaveAttribute('inert'))
    expect(getByRole('button')).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('hidden')
    rerender(<Overlay open={false} />)
    await waitFor(() => expect(root).not.toHaveAttribute('inert'))
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('gives the page and the focus back after the closing frame, not in the key press that closes', async () => {
    const root = pageBehind()
    const opener = root.appendChild(document.createElement('button'))
    opener.focus()
    const { rerender } = render(<Overlay open />)
    await waitFor(() => expect(root).toHaveAttribute('inert'))
    rerender(<Overlay open={false} />)
    expect(root).toHaveAttribute('inert')
    expect(document.documentElement.style.overflow).toBe('hidden')
    await waitFor(() => expect(opener).toHaveFocus())
    expect(root).not.toHaveAttribute('inert')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('opened again before the closing frame, it finds the page as closing left it and makes it inert', async () => {
    const root = pageBehind()
    const opener = root.appendChild(document.createElement('button'))
    opener.focus()
    const { rerender, getByRole } = render(<Overlay open />)
    await waitFor(() => expect(root).toHaveAttribute('inert'))
    rerender(<Overlay open={false} />)
    rerender(<Overlay open />)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)))
    expect(root).toHaveAttribute('inert')
    expect(getByRole('button', { name: 'In the overlay' })).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('hidden')
    rerender(<Overlay open={false} />)
    await waitFor(() => expect(opener).toHaveFocus())
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('leaves focus where the page put it after the close (a page navigated to)', async () => {
    const root = pageBehind()
    const opener = root.appendChild(document.createElement('button'))
    const heading = root.appendChild(document.createElement('h1'))
    heading.tabIndex = -1
    opener.focus()
    const { rerender } = render(<Overlay open />)
    rerender(<Overlay open={false} />)
    heading.focus()
    await waitFor(() => expect(root).not.toHaveAttribute('inert'))
    expect(heading).toHaveFocus()
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
