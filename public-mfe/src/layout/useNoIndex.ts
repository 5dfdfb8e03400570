import { useEffect } from 'react';

/**
 * Search engines must not index an unknown address. The server's page says so in its head (and answers
 * 404); when the visitor reaches one within the site, the page adds the tag, and takes it away again
 * (its own or the server's) when the visitor moves on.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const tag =
      existing ?? Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    if (!existing) document.head.append(tag);
    return () => tag.remove();
  }, []);
}
