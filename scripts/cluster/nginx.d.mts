export interface NginxOptions {
  dir: string;
  publicPort: number;
  apiPort: number;
  web: number[];
  api: number[];
  realtime: number[];
}
export const nginxPath: string;
export function ensureNginx(): void;
export function nginxConfig(options: NginxOptions): string;
/** Writes the configuration and its temp folders into options.dir; returns nginx's arguments. */
export function prepareNginx(options: NginxOptions): string[];
