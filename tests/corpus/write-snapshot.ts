/**
 * `tsx tests/corpus/write-snapshot.ts <dir>`: a copy of the embedded snapshot with every case of the bad-content
 * corpus in place, for the corpus build (scripts/test-corpus-build.sh). Writes the cases beside it too.
 */
import { rmSync } from 'node:fs'
import { writeCorpusSnapshot } from './corpus'
import { SNAPSHOT_DIR } from './run-corpus'

const target = process.argv[2]
if (!target) throw new Error('usage: write-snapshot.ts <directory>')
rmSync(target, { recursive: true, force: true })
writeCorpusSnapshot(SNAPSHOT_DIR, target).then(
  (cases) => console.info(`The bad-content corpus: ${cases.length} cases written to ${target}`),
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
