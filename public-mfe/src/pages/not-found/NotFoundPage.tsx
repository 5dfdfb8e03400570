import { useEffect } from 'react';
import styled from 'styled-components';
import { LinkButton, Section } from '../../components/layout-styles';

const Centered = styled(Section)`
  text-align: center;
  h1 {
    margin-top: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: clamp(1.8rem, 6vw, 2.6rem);
  }
`;

/**
 * Search engines must not index an unknown address. The server's page says so in its head (and answers
 * 404); when the visitor reaches one within the site, the page adds the tag, and takes it away again
 * (its own or the server's) when the visitor moves on.
 */
function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const tag =
      existing ?? Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    if (!existing) document.head.append(tag);
    return () => tag.remove();
  }, []);
}

export default function NotFoundPage() {
  useNoIndex();
  return (
    <Centered aria-labelledby="not-found-title">
      <h1 id="not-found-title">We could not find that page</h1>
      <p>The link may be old or mistyped. Our packages and the rest of the site are one click away.</p>
      <p>
        <LinkButton to="/">Back to Home</LinkButton>
      </p>
    </Centered>
  );
}
