import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { preloadable } from '../preloadable'

const Panel = ({ label }: { label: string }) => <p>{label}</p>
const fallback = <p>wordt geladen</p>

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: () => void = () => undefined
  const load = jest.fn(() => new Promise<typeof Panel>((resolve) => (arrive = () => resolve(Panel))))
  return { load, arrive: () => act(async () => arrive()) }
}

describe('a component in a chunk of its own', () => {
  it('renders at once, without its fallback, when the chunk has arrived before', async () => {
    const { load, arrive } = chunk()
    const { Component, preload } = preloadable(load)
    const preloading = preload()
    await arrive()
    await preloading
    render(
      <Suspense fallback={fallback}>
        <Component label="het menu" />
      </Suspense>,
    )
    // in the same render: no fallback in between
    expect(screen.getByText('het menu')).toBeInTheDocument()
    expect(screen.queryByText('wordt geladen')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('suspends until a chunk still on its way arrives, and fetches it once for every caller', async () => {
    const { load, arrive } = chunk()
    const { Component, preload } = preloadable(load)
    render(
      <Suspense fallback={fallback}>
        <Component label="het formulier" />
      </Suspense>,
    )
    expect(screen.getByText('wordt geladen')).toBeInTheDocument()
    void preload()
    await arrive()
    expect(await screen.findByText('het formulier')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fetches again after a failed fetch, with the loader given (a low-priority import of the same module)', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')))
    const { preload } = preloadable<{ label: string }>(failing)
    await expect(preload()).rejects.toThrow('offline')
    const lowPriority = jest.fn(() => Promise.resolve(Panel))
    await expect(preload(lowPriority)).resolves.toBe(Panel)
    await expect(preload()).resolves.toBe(Panel)
    expect(failing).toHaveBeenCalledTimes(1)
    expect(lowPriority).toHaveBeenCalledTimes(1)
  })
})
