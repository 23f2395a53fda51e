import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * /redirect/{path} (SPEC.md §2): replaces itself with {path}. The tab bar's refresh drops the
 * page's kept-alive view first, so the page mounts anew.
 */
export function RedirectPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect/, '') || '/';
    // Only a path on this site (a crafted '/redirect//evil.example' must not leave it).
    navigate(target.startsWith('//') ? '/index' : target + search, { replace: true });
  }, [navigate, pathname, search]);
  return null;
}

export default RedirectPage;
