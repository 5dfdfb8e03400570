import styled from 'styled-components';

const Frame = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primaryLight};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface PackagePictureProps {
  src: string | undefined;
  alt: string;
  /** Only for the first large picture of a page. */
  priority?: boolean;
}

/** A 4:3 picture slot, reserved before the picture arrives; lazy unless it is the page's first. */
export function PackagePicture({ src, alt, priority = false }: PackagePictureProps) {
  return (
    <Frame>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
    </Frame>
  );
}
