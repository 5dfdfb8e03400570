import styled from 'styled-components';
import { LinkButton, Section } from '../../components/layout-styles';
import { useNoIndex } from '../../layout/useNoIndex';

const Centered = styled(Section)`
  text-align: center;
  h1 {
    margin-top: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: clamp(1.8rem, 6vw, 2.6rem);
  }
`;

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
