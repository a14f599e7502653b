/**
 * One cookie's value from a `Cookie` request header or `document.cookie` (`a=1; b=2`), percent-
 * decoded; null when the cookie is absent or its value is not valid percent-encoding. The first
 * of two cookies with the same name wins, as browsers send the more specific path first
 * (RFC 6265 §5.4). Runs in the browser, the web server and the platform.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
