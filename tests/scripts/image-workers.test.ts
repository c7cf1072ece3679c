import { availableParallelism } from 'node:os'
import { useEveryCoreForImages } from '../../src/build/image-workers'

describe('useEveryCoreForImages', () => {
  it('lets Gatsby turn as many images at a time as the machine has cores (its queue takes the count minus one)', () => {
    const env: NodeJS.ProcessEnv = {}
    useEveryCoreForImages(env)
    expect(env.GATSBY_CPU_COUNT).toBe(String(availableParallelism() + 1))
  })

  it('keeps a count set outside', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: 'physical_cores' }
    useEveryCoreForImages(env)
    expect(env.GATSBY_CPU_COUNT).toBe('physical_cores')
  })
})
