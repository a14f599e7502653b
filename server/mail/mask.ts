/**
 * An email or phone shown to someone who may not own it (the safety step, the account
 * choice, log lines): enough to recognise, not enough to harvest. 'maria.santos@example.com'
 * → 'ma***@example.com'; '+639171234567' → '+63*******67'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '***';
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

export function maskRecipient(recipient: string): string {
  return recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient);
}
