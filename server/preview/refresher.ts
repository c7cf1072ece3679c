import { readFile } from 'node:fs/promises'

/** A refresh that has not reported back within this time is taken as failed, and may be asked for again. */
const GIVE_UP_MS = 120_000

/**
 * Asks the development server to source again (Gatsby's refresh endpoint) when an item is not current, but
 * never while a refresh is still running: a second one would restart the first. The source plugin writes
 * when each sourcing finished (PREVIEW_STATE_FILE); a refresh is running from the moment it was asked for
 * until then.
 */
export class Refresher {
  private askedAt = 0
  refreshes = 0

  constructor(
    private readonly developUrl: string,
    private readonly refreshToken: string,
    private readonly stateFile: string,
  ) {}

  private async sourcedAt(): Promise<number> {
    try {
      const { sourcedAt } = JSON.parse(await readFile(this.stateFile, 'utf8')) as { sourcedAt?: unknown }
      return typeof sourcedAt === 'number' ? sourcedAt : 0
    } catch {
      return 0
    }
  }

  async running(): Promise<boolean> {
    if (this.askedAt === 0 || Date.now() - this.askedAt > GIVE_UP_MS) return false
    return (await this.sourcedAt()) < this.askedAt
  }

  /** Starts a refresh unless one is running. */
  async refresh(): Promise<void> {
    if (await this.running()) return
    this.askedAt = Date.now()
    this.refreshes++
    const response = await fetch(`${this.developUrl}/__refresh`, {
      method: 'POST',
      headers: { authorization: this.refreshToken, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) {
      this.askedAt = 0
      throw new Error(`the development server refused the refresh (HTTP ${response.status})`)
    }
  }
}
