// `npm run build:server`: server/main.ts and everything it imports, compiled into one plain JavaScript file,
// dist/server/main.js, which production runs with Node (the systemd unit, publish:local, rollback): no TypeScript
// loader and no compiler at run time. npm packages stay outside the bundle (node_modules, as the builds need).
import { build } from 'esbuild'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
})
