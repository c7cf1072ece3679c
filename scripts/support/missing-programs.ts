/**
 * `tsx scripts/support/missing-programs.ts <program>...`: the message for each program the shell scripts found
 * missing (require-programs.sh checks with `command -v` and comes here only for the words): its package in
 * Aptfile and the command that installs the list. Exits 1 when any is missing.
 */
import { findProgram, missingProgramMessage } from '../../server/lib/system-programs'

const programs = process.argv.slice(2)
if (programs.length === 0) {
  process.stderr.write('Usage: missing-programs.ts <program>...\n')
  process.exit(2)
}
const missing = programs.filter((program) => !findProgram(program, process.env.PATH ?? ''))
for (const program of missing) process.stderr.write(`${missingProgramMessage(program)}\n`)
process.exit(missing.length ? 1 : 0)
