import { useEffect } from 'react';

/**
 * A `<meta name=… content=…>` of the page while it shows: the server's page has it in its head when
 * it was the first page; when the visitor reaches the page within the site, it is added, and taken
 * away again (its own or the server's) when the visitor moves on.
 */
function useMetaTag(name: string, content: string): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const tag = existing ?? Object.assign(document.createElement('meta'), { name, content });
    if (!existing) document.head.append(tag);
    return () => tag.remove();
  }, [name, content]);
}

/** Search engines must not index an unknown address (the server's page also answers 404). */
export const useNoIndex = (): void => useMetaTag('robots', 'noindex');

/**
 * One person's page (a booking's private link): out of search engines, and its address sent to no
 * other site as a referrer (the server also says so in its headers).
 */
export function usePrivatePage(): void {
  useMetaTag('robots', 'noindex');
  useMetaTag('referrer', 'no-referrer');
}
