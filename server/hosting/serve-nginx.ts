import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { loopbackSite, writeNginxMainConfig } from '../lib/nginx-main-config'
import { ROOT, serveNginxSettings, systemProgram } from '../settings'

/**
 * `npm run serve:nginx`: serves a build with Debian's nginx and the config the build generated (nginx/http.conf,
 * nginx/server.conf), as production would, on http://127.0.0.1:PORT (default 9000), in the foreground until
 * stopped (Ctrl-C). SITE_DIR serves another build folder than public/. nginx runs with its own config and prefix
 * in .nginx/<port>/ (git-ignored): no system service is touched.
 */
export async function serveWithNginx(): Promise<number> {
  const { port, siteDir: chosen } = serveNginxSettings()
  const siteDir = chosen ?? path.join(ROOT, 'public')
  const workDir = path.join(ROOT, '.nginx', String(port))
  const nginx = systemProgram('nginx')
  if (!existsSync(path.join(siteDir, 'nginx/server.conf'))) {
    if (chosen) throw new Error(`No nginx config in ${siteDir}: that is not a build of this site.`)
    console.info('No build in public/ yet: building first')
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('gatsby build failed')
  }
  const config = writeNginxMainConfig(
    workDir,
    "Written by server/hosting/serve-nginx.ts: the frame a production server has around the site's generated config.",
    `daemon off;
pid "${path.join(workDir, 'nginx.pid')}";
error_log stderr warn;`,
    `    include "${siteDir}/nginx/http.conf";
${loopbackSite(
  port,
  `        root "${siteDir}";
        include "${siteDir}/nginx/server.conf";`,
)}`,
  )
  console.info(`nginx serves ${siteDir} on http://127.0.0.1:${port} (Ctrl-C stops it)`)
  const server = spawn(nginx, ['-p', workDir, '-c', config], { stdio: 'inherit' })
  // nginx stops on SIGTERM and SIGINT alike (fast shutdown); this process ends with it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal))
  return new Promise((resolve) => server.on('exit', (code) => resolve(code ?? 1)))
}
