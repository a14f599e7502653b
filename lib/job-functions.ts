/**
 * Keys of the job function taxonomy (platform spec §3): the SEO value lower-cased with slashes
 * and spaces replaced by hyphens; a job title's key adds a hyphen and its id.
 */
export function functionKey(seoValue: string): string {
  return seoValue.toLowerCase().replace(/[/\s]+/g, '-');
}

export function functionTitleKey(seoValue: string, id: number): string {
  return `${functionKey(seoValue)}-${id}`;
}
