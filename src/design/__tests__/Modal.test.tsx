import { useState } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { Modal } from '../Modal'

const Harness = (props: { persistent?: boolean; closable?: boolean }) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Interesse of vragen?" {...props}>
        <label htmlFor="naam">Naam</label>
        <input id="naam" />
        <button type="button" onClick={() => setOpen(false)}>
          Klaar
        </button>
      </Modal>
    </>
  )
}

const backdrop = () => document.querySelector('[data-modal-backdrop]')!
const dialog = () => screen.queryByRole('dialog', { name: 'Interesse of vragen?' })

async function openModal(props: { persistent?: boolean; closable?: boolean } = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  window.scrollTo = jest.fn()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return user
}

describe('Modal', () => {
  it('is a labelled modal dialog with focus inside, and page scroll locked', async () => {
    await openModal()
    expect(dialog()).toHaveAttribute('aria-modal', 'true')
    // focus moves in, and the scroll is locked, after the first frame (lib/dom/use-overlay.ts)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus())
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(await axe(document.body)).toHaveNoViolations()
  })

  it('closes with its close icon and gives focus back to the opener, and the page kept its scroll position', async () => {
    const user = await openModal()
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(dialog()).not.toBeInTheDocument()
    // after the closing frame (lib/dom/use-overlay.ts)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus())
    expect(document.documentElement.style.overflow).toBe('')
    // the page was never moved, so nothing puts it back
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('closes with Escape and with a click on the background, not with a click inside', async () => {
    const user = await openModal()
    fireEvent.mouseDown(dialog()!)
    fireEvent.click(dialog()!)
    expect(dialog()).toBeInTheDocument()
    fireEvent.mouseDown(backdrop())
    fireEvent.click(backdrop())
    expect(dialog()).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(dialog()).not.toBeInTheDocument()
  })

  it('a drag that starts inside and ends on the background does not close it', async () => {
    await openModal()
    fireEvent.mouseDown(screen.getByLabelText('Naam'))
    fireEvent.click(backdrop())
    expect(dialog()).toBeInTheDocument()
  })

  it('a persistent modal ignores the background and Escape but closes with its icon', async () => {
    const user = await openModal({ persistent: true })
    fireEvent.mouseDown(backdrop())
    fireEvent.click(backdrop())
    await user.keyboard('{Escape}')
    expect(dialog()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(dialog()).not.toBeInTheDocument()
  })

  it('a modal that is not closable has no close icon and ignores Escape and the background', async () => {
    const user = await openModal({ closable: false })
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument()
    fireEvent.mouseDown(backdrop())
    fireEvent.click(backdrop())
    await user.keyboard('{Escape}')
    expect(dialog()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Klaar' }))
    expect(dialog()).not.toBeInTheDocument()
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal()
    const inside = () => expect(dialog()).toContainElement(document.activeElement as HTMLElement)
    for (let step = 0; step < 5; step += 1) {
      await user.tab()
      inside()
    }
    for (let step = 0; step < 5; step += 1) {
      await user.tab({ shift: true })
      inside()
    }
  })
})
