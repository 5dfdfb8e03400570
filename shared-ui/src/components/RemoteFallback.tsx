import styled from 'styled-components';

const Page = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  text-align: center;
`;

const Card = styled.div`
  max-width: 32rem;
  h1 { font-family: ${({ theme }) => theme.fonts.heading}; color: ${({ theme }) => theme.colors.primary}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  a { font-weight: 600; }
`;

interface RemoteFallbackProps {
  title?: string;
  onRetry?: () => void;
}

/** What a visitor sees when part of the site could not be loaded. */
export function RemoteFallback({ title = 'This page is taking a break', onRetry }: RemoteFallbackProps) {
  return (
    <Page data-testid="remote-fallback">
      <Card>
        <h1>{title}</h1>
        <p>
          We could not load this part of the site just now. Please check your connection and try again in a
          moment.
        </p>
        <p>
          {onRetry ? (
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          ) : null}{' '}
          <a href="/">Go to the home page</a>
        </p>
      </Card>
    </Page>
  );
}
