import { LoaderOverlay } from '@safa/shared-ui';
import styled from 'styled-components';
import { usePackages } from '../../api/queries';

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
`;

export function HomePage() {
  const packages = usePackages();
  return (
    <Main>
      <h1>Our packages</h1>
      {packages.isPending ? <LoaderOverlay /> : null}
      {packages.data?.length ? (
        <ul data-testid="package-titles">
          {packages.data.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      ) : null}
      {packages.data?.length === 0 ? <p>No packages yet. Please check back soon.</p> : null}
    </Main>
  );
}
