import type { Package } from '@safa/contract';
import styled from 'styled-components';
import { DepartureSummary } from './DepartureSummary';
import { MoreDetailsLink } from './MoreDetailsLink';
import { PackageFacts } from './PackageFacts';
import { PackagePicture } from './PackagePicture';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex: 1;
  padding: 1rem 1.25rem 1.25rem;
  h3 { margin: 0; font-size: 1.15rem; }
  a { margin-top: auto; align-self: flex-start; }
`;

/**
 * A package as the carousel and the vacation grid show it, its departures in a line; `pictureSizes`:
 * how wide they draw it.
 */
export function PackageCard({ item, pictureSizes }: { item: Package; pictureSizes: string }) {
  const [image] = item.images;
  return (
    <Card>
      <PackagePicture
        src={image}
        details={image ? item.pictures?.[image] : undefined}
        alt={item.name || item.title}
        sizes={pictureSizes}
      />
      <Body>
        <h3>{item.title}</h3>
        <PackageFacts item={item} />
        <DepartureSummary packageId={item.id} />
        <MoreDetailsLink id={item.id} title={item.title} />
      </Body>
    </Card>
  );
}
