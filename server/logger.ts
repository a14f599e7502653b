import pino from 'pino';

export type Logger = pino.Logger;

/** Fields that can carry a password, code or token, wherever they sit in a log object. */
const secretFields = [
  'password',
  'new_password',
  'otp',
  'code',
  'safety_code',
  'token',
  'session',
  'session_id',
  'sessionid',
  'magic_token',
  'choice_token',
  'client_secret',
];

/**
 * Structured JSON logs. Anything that could carry a secret is redacted by path (at the top
 * level and two levels down: `{ body }`, `{ req: { body } }`), so a careless
 * `log.info({ body })` cannot leak a password, code or token. `destination` lets tests read
 * what would be written.
 */
export function createLogger(level: pino.LevelWithSilent = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'platform' },
    redact: {
      paths: [
        ...secretFields,
        ...secretFields.map((field) => `*.${field}`),
        ...secretFields.map((field) => `*.*.${field}`),
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
        'authorization',
        'cookie',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
