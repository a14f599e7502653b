// The cluster's load balancer: Debian's nginx, run as the current user from a folder of its own
// (config, pid, logs, temp files), never touching the system's configuration (docs/decisions/0063).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing and we may (root), as .ci/run does for Chromium. */
export function ensureNginx() {
  if (existsSync(nginxPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing at ${nginxPath}. Install it with: sudo apt-get install -y nginx-light (or set NGINX_PATH).`);
    process.exit(1);
  }
  console.info('Installing Debian’s nginx for the cluster’s load balancer…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light', { stdio: 'inherit' });
}

const upstream = (name, ports, method = '') =>
  `  upstream ${name} {\n${method ? `    ${method};\n` : ''}${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 32;\n  }`;

// Every proxied request: HTTP/1.1 with kept-alive upstream connections; the next process takes
// a request the first refused (a killed process), POSTs included when nothing was sent yet.
const proxied = `      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;`;

/**
 * The configuration: `publicPort` serves the site (pages to the webs, `/api/socket.io` to the
 * realtime pair), `apiPort` is the webs' API_URL (the api pair).
 */
export function nginxConfig({ dir, publicPort, apiPort, web, api, realtime }) {
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  # A socket that opens as a WebSocket (what the chat's client tries first) goes to either realtime
  # process; polling, and the upgrade of a polling session (it carries its sid), stay on one
  # process per client address, where that session lives.
  map "$http_upgrade:$arg_sid" $realtime_pool { "websocket:" realtime_any; "~^[Ww]eb[Ss]ocket:$" realtime_any; default realtime_sticky; }
${upstream('web', web)}
${upstream('api', api)}
${upstream('realtime_any', realtime, 'least_conn')}
${upstream('realtime_sticky', realtime, 'ip_hash')}
  server {
    listen 127.0.0.1:${publicPort};
    location /api/socket.io {
      rewrite ^/api(/socket\\.io.*)$ $1 break;
      proxy_pass http://$realtime_pool;
${proxied}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://web;
${proxied}
      proxy_set_header Connection "";
    }
  }
  server {
    listen 127.0.0.1:${apiPort};
    location / {
      proxy_pass http://api;
${proxied}
      proxy_set_header Connection "";
    }
  }
}
`;
}

/** Writes the configuration into `dir` (with its temp folders); returns nginx's arguments. */
export function prepareNginx(options) {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(options.dir, sub), { recursive: true });
  const file = join(options.dir, 'nginx.conf');
  writeFileSync(file, nginxConfig(options));
  return ['-p', options.dir, '-c', file, '-e', join(options.dir, 'error.log')];
}
