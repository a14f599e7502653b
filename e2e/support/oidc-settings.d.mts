export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  picture: string | null;
  /** A national id (NRIC/FIN) for the identity verification client's `uinfin` scope. */
  uinfin?: string;
}

export declare const oidcPort: number;
export declare const oidcIssuer: string;
export declare const oidcClient: { client_id: string; client_secret: string };
export declare const oidcAccounts: OidcAccount[];
export declare const oidcIdentityClient: { client_id: string; client_secret: string };
export declare const identityHashKey: string;
