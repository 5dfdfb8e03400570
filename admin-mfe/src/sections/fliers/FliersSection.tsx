import { Spinner, TrashIcon } from '@safa/shared-ui';
import styled from 'styled-components';
import { Section, SectionTitle } from '../../common/layout';
import { pictureAtWidth } from '../../common/picture-width';
import { FlierUploadForm } from './FlierUploadForm';
import { useDeleteFlier, useFliers } from './useFliers';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  img { width: 100%; aspect-ratio: 3 / 4; object-fit: cover; }
`;

const Badge = styled.span`
  position: absolute;
  top: 0.4rem;
  left: 0.4rem;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.85rem;
  font-weight: 600;
`;

const DeleteButton = styled.button`
  position: absolute;
  top: 0.3rem;
  right: 0.3rem;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
`;

export function FliersSection() {
  const { data: fliers = [], isPending } = useFliers();
  const deleteFlier = useDeleteFlier();
  return (
    <Section aria-labelledby="fliers-title">
      <SectionTitle id="fliers-title">Flier</SectionTitle>
      <FlierUploadForm />
      {isPending ? (
        <Spinner aria-label="Loading fliers" />
      ) : fliers.length === 0 ? (
        <p>No fliers uploaded yet.</p>
      ) : (
        <Grid aria-label="Fliers">
          {fliers.map((flier, index) => {
            const deleting = deleteFlier.pendingVariables.includes(flier.id);
            return (
              <li key={flier.id}>
                <img src={pictureAtWidth(flier.url, 320)} alt={`${flier.category} flier ${index + 1}`} />
                <Badge>{flier.category}</Badge>
                <DeleteButton
                  type="button"
                  aria-label={`Delete ${flier.category} flier ${index + 1}`}
                  disabled={deleting}
                  onClick={() => deleteFlier.run(flier.id)}
                >
                  {deleting ? <Spinner $size={18} aria-label="Deleting" /> : <TrashIcon size={18} />}
                </DeleteButton>
              </li>
            );
          })}
        </Grid>
      )}
    </Section>
  );
}
