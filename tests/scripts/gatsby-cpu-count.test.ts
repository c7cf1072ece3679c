import { availableParallelism } from 'node:os'
import { gatsbyCpuCount, setGatsbyCpuCount } from '../../src/build/gatsby-cpu-count'

const CORES = Array.from({ length: 64 }, (_, index) => index + 1)
const NODE_ENVS = ['production', 'development', 'test', undefined]
const UNSET = [undefined, '', '  ']

describe('gatsbyCpuCount', () => {
  it('gives a production build on 2 cores or fewer 1 (queries in the main process, its one worker kept for the HTML)', () => {
    for (const cores of [1, 2]) {
      for (const unset of UNSET) {
        expect(gatsbyCpuCount({ NODE_ENV: 'production', GATSBY_CPU_COUNT: unset }, cores)).toBe('1')
      }
    }
  })

  it('gives every other case one more than the cores (the image queue takes the count minus one)', () => {
    for (const cores of CORES) {
      for (const nodeEnv of NODE_ENVS) {
        if (nodeEnv === 'production' && cores <= 2) continue
        for (const unset of UNSET) {
          expect(gatsbyCpuCount({ NODE_ENV: nodeEnv, GATSBY_CPU_COUNT: unset }, cores)).toBe(
            String(cores + 1),
          )
        }
      }
    }
  })

  it('keeps a count set outside, on every machine and in every mode', () => {
    for (const cores of CORES) {
      for (const nodeEnv of NODE_ENVS) {
        for (const set of ['1', '3', 'physical_cores', 'logical_cores']) {
          expect(gatsbyCpuCount({ NODE_ENV: nodeEnv, GATSBY_CPU_COUNT: set }, cores)).toBe(set)
          expect(gatsbyCpuCount({ NODE_ENV: nodeEnv, GATSBY_CPU_COUNT: ` ${set} ` }, cores)).toBe(set)
        }
      }
    }
  })
})

describe('setGatsbyCpuCount', () => {
  it('writes the choice into the environment, for this machine by default', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' }
    setGatsbyCpuCount(env)
    expect(env.GATSBY_CPU_COUNT).toBe(gatsbyCpuCount({ NODE_ENV: 'production' }, availableParallelism()))
    const develop: NodeJS.ProcessEnv = { NODE_ENV: 'development' }
    setGatsbyCpuCount(develop, 2)
    expect(develop.GATSBY_CPU_COUNT).toBe('3')
  })
})
