export declare const smtpPort: number;
export declare const smtpHttpPort: number;
export declare const smtpUrl: string;
export declare const smtpSinkUrl: string;
