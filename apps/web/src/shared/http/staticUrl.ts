/**
 * SPEC.md §7: a static file's URL is the static domain plus the relative path, unless the path is
 * already an absolute http(s) URL.
 *
 * @example
 * staticUrl('files/a.pdf', 'https://cdn.example.com/') // 'https://cdn.example.com/files/a.pdf'
 * staticUrl('https://x.example/a.png', 'https://cdn.example.com') // unchanged
 */
export function staticUrl(path: string | null | undefined, staticDomain: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  const domain = (staticDomain ?? '').replace(/\/+$/, '');
  return `${domain}/${path.replace(/^\/+/, '')}`;
}
