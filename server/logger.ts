import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Anything that could carry a secret is redacted by path, so a careless
 * `log.info({ body })` cannot leak a password, code or token.
 */
export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service: 'platform' },
    redact: {
      paths: [
        'password',
        'new_password',
        'otp',
        'code',
        'token',
        'session',
        'session_id',
        'sessionid',
        '*.password',
        '*.new_password',
        '*.otp',
        '*.token',
        '*.session_id',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
