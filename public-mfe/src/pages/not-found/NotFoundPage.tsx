import { LinkButton, Section } from '../../components/layout-styles';

export default function NotFoundPage() {
  return (
    <Section aria-labelledby="not-found-title" style={{ textAlign: 'center' }}>
      <h1 id="not-found-title">We could not find that page</h1>
      <p>The link may be old or mistyped. Our packages and the rest of the site are one click away.</p>
      <p>
        <LinkButton to="/">Back to Home</LinkButton>
      </p>
    </Section>
  );
}
