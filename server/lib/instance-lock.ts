import { createHash } from 'node:crypto'
import net from 'node:net'

/**
 * One process at a time may change a publishing state folder: the service, or a rollback while the service is not
 * running. The lock is a listening socket in Linux's abstract namespace (a name, no file), named after the folder:
 * the kernel lets one process listen on a name, and closes it with the process however it ends (SIGKILL, the OOM
 * killer), so no stale lock is ever left behind and none has to be cleaned up.
 */
export interface InstanceLock {
  release(): Promise<void>
}

const lockName = (stateDir: string) =>
  `\0tandem-publish-${createHash('sha256').update(stateDir).digest('hex').slice(0, 32)}`

/** Takes the folder's lock, or throws (naming the folder) when another process holds it. */
export function takeInstanceLock(stateDir: string): Promise<InstanceLock> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy())
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`another process (the publishing service or a rollback) is using ${stateDir}`)
          : error,
      ),
    )
    server.listen(lockName(stateDir), () => {
      server.unref() // holding the lock does not keep the process alive by itself
      resolve({ release: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
