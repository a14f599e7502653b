/**
 * The SMTP capture of the e2e run: the port the platform sends mail to (SMTP_URL) and the port
 * the specs read the received messages from. scripts/e2e-isolated.sh moves E2E_SMTP_PORT with
 * the other ports; the HTTP side follows it.
 */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const smtpHttpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? smtpPort + 100);
export const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
export const smtpSinkUrl = `http://127.0.0.1:${smtpHttpPort}`;
