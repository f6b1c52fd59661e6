// The page's theme is the system's, and follows its changes: the page's colours (the `.pf--dark` scope) and the
// Reach chart, which paints its lines on a canvas where the stylesheet cannot reach, read the same setting.
import { useEffect, useState } from 'preact/hooks';
import type { Theme } from '../ui/theme';

const DARK = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK).matches ? 'dark' : 'light';
}

export function useSystemTheme(): Theme {
  const [theme, setTheme] = useState<Theme>(systemTheme);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK);
    const follow = () => setTheme(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return theme;
}
