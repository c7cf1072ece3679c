import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The nginx.conf around a site's rules, for an nginx run with its own prefix in `workDir` (no system service is
 * touched): publishing's nginx (server/publish/nginx.ts) and `npm run serve:nginx` (server/hosting/serve-nginx.ts).
 * `main` holds the caller's main-context lines (pid, error_log, daemon), `http` its http-context lines (the site's
 * includes and its server block). Writes workDir/nginx.conf, and workDir/temp for nginx's temporary files.
 */
export function writeNginxMainConfig(workDir: string, header: string, main: string, http: string): string {
  mkdirSync(path.join(workDir, 'temp'), { recursive: true })
  // As root, nginx's workers would run as "nobody", who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? 'user root root;' : ''
  const temp = (name: string) => `"${path.join(workDir, 'temp', name)}"`
  const file = path.join(workDir, 'nginx.conf')
  writeFileSync(
    file,
    `# ${header}
${user}
${main}
worker_processes 1;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${http}
}
`,
  )
  return file
}

/**
 * The server blocks of a site on this machine's loopback: the site answers only the names this machine gives
 * itself (`localhost`, `127.0.0.1`), and a request for any other Host (a name of an attacker's that resolves
 * here: DNS rebinding) gets 421 from a default server that serves nothing.
 */
export function loopbackSite(port: number, body: string): string {
  return `    server {
        listen 127.0.0.1:${port} default_server;
        server_name _;
        return 421;
    }
    server {
        listen 127.0.0.1:${port};
        server_name localhost 127.0.0.1;
${body}
    }`
}
