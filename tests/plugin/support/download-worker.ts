/**
 * One of Gatsby's query workers, as far as media downloads go: started by download-across-processes.test.ts
 * (`node --import tsx`), it says it is ready; on each order it downloads every URL into the shared cache at once
 * and reports the files. It ends when the test disconnects.
 */
import { downloadToCache } from '../../../plugins/gatsby-source-wp-rest/src/image/download-to-cache'
import { fileCache } from './file-cache'

export interface WorkerOrder {
  urls: string[]
  cacheDir: string
  /** the CMS's origin */
  origin: string
  build: string
}

export type WorkerReport = { ready: true } | { files: string[] } | { error: string }

const report = (message: WorkerReport) => process.send?.(message)

process.on('message', (order: WorkerOrder) => {
  const settings = {
    http: { timeoutMs: 10_000, retries: 0, backoffMs: 10 },
    allowedOrigins: [order.origin],
    maxBytes: 10 * 1024 * 1024,
  }
  const cache = fileCache(order.cacheDir)
  Promise.all(order.urls.map((url) => downloadToCache(url, settings, cache, order.build))).then(
    (files) => report({ files }),
    (error: unknown) =>
      report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  )
})
report({ ready: true })
