/**
 * Finds the programs the project's own code runs: the command words of its shell scripts and the programs its
 * Node code spawns. Used by tests/scripts/aptfile.test.ts to keep Aptfile whole. The shell reading is a small
 * tokenizer, not a full parser: it drops comments, here-documents, quoted text (but not the command
 * substitutions inside double quotes) and case labels, then takes the first word of every simple command.
 */
import ts from 'typescript'

export interface ProgramUse {
  program: string
  file: string
  line: number
}

/** What starts a command; after `)` or `}` the words still belong to the command before (redirections). */
const SEPARATORS =
  /(\|\||&&|;;|[;|(){}`]|(?<![<>])&(?!>)|\$\(|\bthen\b|\bdo\b|\belse\b|\belif\b|\bif\b|\bwhile\b|\buntil\b)/
/** Words that run the next word as the command (`setsid webhook ...`); `command -v x` only looks x up. */
const WRAPPERS = new Set(['exec', 'setsid', 'nohup', 'time', 'env', 'nice', 'xargs'])
const SHELL_WORDS = new Set(
  (
    'case esac fi done in for select function return local declare export readonly unset shift set source . ' +
    'echo printf read mapfile readarray cd pwd pushd popd trap wait kill test [ [[ ]] true false exit break ' +
    'continue eval type command hash let shopt umask ulimit getopts alias builtin jobs disown bg fg compgen ' +
    'exec time'
  ).split(' '),
)

/**
 * Shell text reduced to its commands: comments and here-document bodies removed, single-quoted text removed,
 * double-quoted text removed except the `$( ... )` parts inside it, continued lines joined (line numbers kept).
 */
function commandText(source: string): string {
  const text = withoutHeredocs(source)
  // Where the scanner is: in code (counting its parentheses) or in double quotes; `$(` nests code again.
  const stack: Array<{ inQuotes: boolean; parens: number }> = [{ inQuotes: false, parens: 0 }]
  let out = ''
  let joinedLines = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    const top = stack[stack.length - 1]!
    if (char === '\n') {
      out += '\n'.repeat(1 + joinedLines)
      joinedLines = 0
      continue
    }
    if (char === '\\') {
      if (text[i + 1] === '\n') joinedLines++
      out += ' '
      i++
      continue
    }
    if (top.inQuotes) {
      if (char === '"') {
        stack.pop()
        out += ' Q '
      } else if (text.startsWith('$(', i) && !text.startsWith('$((', i)) {
        stack.push({ inQuotes: false, parens: 0 })
        out += '$('
        i++
      }
      continue
    }
    if (char === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i)
      i = (end < 0 ? text.length : end) - 1
      continue
    }
    if (char === "'") {
      const end = text.indexOf("'", i + 1)
      const quoted = text.slice(i, end < 0 ? text.length : end + 1)
      out += ' Q ' + '\n'.repeat(quoted.split('\n').length - 1)
      i += quoted.length - 1
      continue
    }
    if (char === '"') {
      stack.push({ inQuotes: true, parens: 0 })
      out += ' Q '
      continue
    }
    if (char === '(') top.parens++
    if (char === ')') {
      if (top.parens === 0 && stack.length > 1) stack.pop()
      else top.parens--
    }
    out += char
  }
  return out
}

/** Here-document bodies blanked, keeping line numbers. */
function withoutHeredocs(source: string): string {
  let terminator: string | null = null
  return source
    .split('\n')
    .map((line) => {
      if (terminator !== null) {
        if (line.trim() === terminator) terminator = null
        return ''
      }
      const heredoc = /<<-?\s*['"]?(\w+)['"]?/.exec(line)
      if (heredoc) terminator = heredoc[1]!
      return line
    })
    .join('\n')
}

/** Names of the functions a shell script defines (`name() {`). */
export function shellFunctions(source: string): string[] {
  return [...source.matchAll(/^\s*(?:function\s+)?([\w-]+)\s*\(\)/gm)].map((match) => match[1]!)
}

/** The command words of a shell script, with their lines. */
export function shellCommandWords(source: string, file: string): ProgramUse[] {
  const cleaned = commandText(source)
    .replace(/\$\(\([^)]*\)\)/g, ' ') // arithmetic
    .replace(/^\s*[\w*|.-]+\)/gm, '') // case labels
  const uses: ProgramUse[] = []
  cleaned.split('\n').forEach((text, index) => {
    const parts = text.split(SEPARATORS)
    for (let part = 0; part < parts.length; part += 2) {
      const before = parts[part - 1]
      if (before === ')' || before === '}') continue
      if (before === '(' && parts[part - 2]?.endsWith('=')) continue // an array: name=(...)
      const words = parts[part]!.trim().split(/\s+/).filter(Boolean)
      let i = 0
      const skippable = (word: string) =>
        /^\w+\+?=/.test(word) || /^[0-9]*[<>]/.test(word) || word === 'Q' || word === '!'
      while (i < words.length && skippable(words[i]!)) i++
      while (i < words.length && WRAPPERS.has(words[i]!)) {
        if (!SHELL_WORDS.has(words[i]!)) uses.push({ program: words[i]!, file, line: index + 1 })
        i++
        while (i < words.length && (words[i]!.startsWith('-') || skippable(words[i]!))) i++
      }
      const word = words[i]
      if (!word || words[i - 1] === 'command' || SHELL_WORDS.has(word)) continue
      if (/^[-$"'{}\]\\=:0-9]/.test(word) || word.startsWith('./') || !/^[\w./-]+$/.test(word)) continue
      if (word.includes('/') && !word.startsWith('/')) continue // the project's own files
      uses.push({ program: word.replace(/^.*\//, ''), file, line: index + 1 })
    }
  })
  return uses
}

const SPAWNERS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync'])
const LOOKUPS = new Set(['requireProgram', 'systemProgram'])

/**
 * Programs Node code spawns by name (a string literal first argument) or looks up with requireProgram() (the
 * server's features through settings.ts's systemProgram()).
 */
export function spawnedByNode(source: string, file: string): ProgramUse[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const uses: ProgramUse[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : node.expression.getText(sourceFile)
      const first = node.arguments[0]
      if ((SPAWNERS.has(callee) || LOOKUPS.has(callee)) && first && ts.isStringLiteralLike(first)) {
        const program = first.text.trim().split(/\s+/)[0]!.replace(/^.*\//, '')
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile))
        uses.push({ program, file, line: line + 1 })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return uses
}
