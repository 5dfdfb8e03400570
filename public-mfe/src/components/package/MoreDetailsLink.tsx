import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { packageDetailsPath, rememberPackageId } from '../../site/packages';

const Styled = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primaryLight}; }
`;

/** MORE DETAILS: stores the id under `packageId` (spec §2), then opens /eachpackage?id=… */
export function MoreDetailsLink({ id, title }: { id: string; title: string }) {
  return (
    <Styled to={packageDetailsPath(id)} onClick={() => rememberPackageId(id)}>
      MORE DETAILS<span className="visually-hidden"> about {title}</span>
    </Styled>
  );
}
