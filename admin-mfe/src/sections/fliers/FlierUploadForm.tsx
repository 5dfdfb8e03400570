import { FLIER_CATEGORIES, flierCategorySchema, LIMITS } from '@safa/contract';
import { FieldHint, FieldLabel, Input, Select, useDialogs } from '@safa/shared-ui';
import { type ChangeEvent, useState } from 'react';
import { warningAlert } from '../../common/feedback';
import { checkFiles, type FilePolicy, readAsDataUrl, refusedFilesAlert } from '../../common/files';
import { Toolbar } from '../../common/layout';
import { useUploadFliers } from './useFliers';

const FLIER_FILE_POLICY: FilePolicy = {
  kinds: 'JPEG or PNG images',
  accepts: (file) => file.type === 'image/jpeg' || file.type === 'image/png',
  maxBytes: () => LIMITS.imageBytes,
};

/** Category first, then the images; choosing files starts the (confirmed) upload. */
export function FlierUploadForm() {
  const dialogs = useDialogs();
  const upload = useUploadFliers();
  const [category, setCategory] = useState('');

  const chooseFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const checkedCategory = flierCategorySchema.safeParse(category);
    if (!checkedCategory.success) {
      const message = checkedCategory.error.issues[0]?.message ?? 'Please select a category.';
      await dialogs.alert(warningAlert(message, 'Missing Category'));
      return;
    }
    const { accepted, refusals } = checkFiles(chosen, FLIER_FILE_POLICY);
    if (refusals.length > 0) await dialogs.alert(refusedFilesAlert(refusals));
    if (accepted.length === 0) return;
    const images = await Promise.all(accepted.map(readAsDataUrl));
    await upload.run({ category: checkedCategory.data, images });
  };

  return (
    <Toolbar>
      <FieldLabel>
        Category
        <Select value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">Select category</option>
          {FLIER_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FieldLabel>
      <div>
        <FieldLabel>
          Flier images
          <Input
            type="file"
            accept="image/jpeg,image/png"
            multiple
            disabled={upload.isPending}
            onChange={chooseFiles}
            aria-describedby="flier-file-hint"
          />
        </FieldLabel>
        <FieldHint id="flier-file-hint">JPEG and PNG, up to 10MB each</FieldHint>
      </div>
    </Toolbar>
  );
}
