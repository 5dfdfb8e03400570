import { LIMITS } from '@safa/contract';
import { useDialogs } from '@safa/shared-ui';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { checkFiles, type FilePolicy, readAsDataUrl, refusedFilesAlert } from '../../common/files';
import { pictureAtWidth } from '../../common/picture-width';

const PACKAGE_IMAGE_POLICY: FilePolicy = {
  kinds: 'image files',
  accepts: (file) => file.type.startsWith('image/'),
  maxBytes: () => LIMITS.imageBytes,
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: 0.5rem;
  margin: 0.35rem 0 0;
  padding: 0;
  list-style: none;
  li { position: relative; aspect-ratio: 1; }
  img { width: 100%; height: 100%; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; }
`;

const RemoveButton = styled.button`
  position: absolute;
  top: 0.2rem;
  right: 0.2rem;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  cursor: pointer;
`;

const AddTile = styled.label`
  display: grid;
  place-items: center;
  height: 100%;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 2rem;
  cursor: pointer;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.accent}; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
`;

interface ImagesFieldProps {
  value: string[];
  onChange: (images: string[]) => void;
}

/** Thumbnails with remove, and a + adding pictures from files as inline data. */
export function ImagesField({ value, onChange }: ImagesFieldProps) {
  const dialogs = useDialogs();
  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = checkFiles([...(event.target.files ?? [])], PACKAGE_IMAGE_POLICY);
    event.target.value = '';
    if (refusals.length > 0) void dialogs.alert(refusedFilesAlert(refusals));
    if (accepted.length === 0) return;
    const added = await Promise.all(accepted.map(readAsDataUrl));
    // The same picture twice would be stored twice; thumbnails are keyed by their address.
    onChange([...new Set([...value, ...added])]);
  };
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
      <legend>
        <strong>Images</strong>
      </legend>
      <Grid>
        {value.map((image, index) => (
          <li key={image}>
            <img src={pictureAtWidth(image, 320)} alt={`Thumbnail ${index + 1}`} />
            <RemoveButton
              type="button"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => onChange(value.filter((other) => other !== image))}
            >
              ×
            </RemoveButton>
          </li>
        ))}
        <li>
          <AddTile>
            <span aria-hidden="true">+</span>
            <input type="file" accept="image/*" multiple aria-label="Add images" onChange={addFiles} />
          </AddTile>
        </li>
      </Grid>
    </fieldset>
  );
}
