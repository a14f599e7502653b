/**
 * Lower-cases the first letter of a label used inside a sentence ("setor de tecnologia da
 * informação"), leaving acronyms such as "BPO" or "TI" untouched.
 */
export function lowerFirst(text: string, locale: string): string {
  const second = text.charAt(1);
  if (second === '' || second !== second.toLocaleLowerCase(locale) || second === second.toLocaleUpperCase(locale)) return text;
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}
