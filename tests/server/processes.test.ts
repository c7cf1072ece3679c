import { allProcesses, processStat } from '../../server/lib/processes'

describe('the process table from /proc', () => {
  it('reads a process’s name, state and parent', () => {
    const self = processStat(process.pid)
    expect(self).toEqual({
      pid: process.pid,
      name: expect.stringMatching(/^node/),
      state: expect.stringMatching(/^[RS]$/),
      parent: process.ppid,
    })
  })

  it('lists every process, this one with its parent', () => {
    expect(allProcesses()).toContainEqual(processStat(process.pid))
  })

  it('gives null for a process that does not exist', () => {
    expect(processStat(2 ** 30)).toBeNull()
  })
})
