import { availableParallelism } from 'node:os'
import { giveImagesEveryCore } from '../../src/build/image-workers'

describe('giveImagesEveryCore', () => {
  it('lets Gatsby turn as many images at a time as the machine has cores (its queue takes the count minus one)', () => {
    const env: NodeJS.ProcessEnv = {}
    giveImagesEveryCore(env)
    expect(env.GATSBY_CPU_COUNT).toBe(String(availableParallelism() + 1))
  })

  it('keeps a count set outside', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: 'physical_cores' }
    giveImagesEveryCore(env)
    expect(env.GATSBY_CPU_COUNT).toBe('physical_cores')
  })
})
