import { LIMITS } from '@safa/contract';
import { useDialogs } from '@safa/shared-ui';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { checkFiles, type FilePolicy, refusedFilesAlert } from '../../common/files';
import { useGalleryUpload } from './useGallery';

const GALLERY_FILE_POLICY: FilePolicy = {
  kinds: 'image or video files',
  accepts: (file) => file.type.startsWith('image/') || file.type.startsWith('video/'),
  maxBytes: (file) => (file.type.startsWith('video/') ? LIMITS.videoBytes : LIMITS.imageBytes),
};

const Zone = styled.label`
  display: grid;
  place-items: center;
  gap: 0.25rem;
  padding: 1.5rem 1rem;
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryLight};
  text-align: center;
  cursor: pointer;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.accent}; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Progress = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** The dashed zone: choose several images or videos, confirm, and watch them upload. */
export function GalleryUploadZone() {
  const dialogs = useDialogs();
  const upload = useGalleryUpload();

  const chooseFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = checkFiles([...(event.target.files ?? [])], GALLERY_FILE_POLICY);
    event.target.value = '';
    if (refusals.length > 0) await dialogs.alert(refusedFilesAlert(refusals));
    if (accepted.length > 0) await upload.run(accepted);
  };

  return (
    <div>
      <Zone>
        <strong>Click to choose images or videos</strong>
        <small>Several files at once; images up to 10 MB, videos up to 100 MB each</small>
        <input
          type="file"
          accept="image/*,video/*"
          multiple
          aria-label="Upload images or videos"
          disabled={upload.isPending}
          onChange={chooseFiles}
        />
      </Zone>
      {upload.progress !== null ? (
        <Progress aria-label="Upload progress" max={1} value={upload.progress}>
          {Math.round(upload.progress * 100)}%
        </Progress>
      ) : null}
    </div>
  );
}
