import type { OidcAccount } from './oidc-settings.mjs';

export interface OidcClientMetadata {
  client_id: string;
  client_secret?: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: string;
  [key: string]: unknown;
}

export interface RunningOidcProvider {
  issuer: string;
  port: number;
  /** The oidc-provider instance (its models, e.g. to revoke or inspect). */
  provider: unknown;
  close(): Promise<void>;
}

export declare function startOidcProvider(options: {
  port?: number;
  host?: string;
  clients: OidcClientMetadata[];
  accounts?: OidcAccount[];
}): Promise<RunningOidcProvider>;
