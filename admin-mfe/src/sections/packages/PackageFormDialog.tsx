import { zodResolver } from '@hookform/resolvers/zod';
import { PACKAGE_CATEGORIES, type PackageData } from '@safa/contract';
import { FieldHint, FieldLabel, Input, Modal, media, Select, TextArea, useDialogs } from '@safa/shared-ui';
import { useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { discardConfirm } from '../../common/feedback';
import { FormActions } from '../../common/form-layout';
import { useFirstErrorAlert } from '../../common/useFirstErrorAlert';
import { useDraftAutosave } from '../../drafts/useDraftAutosave';
import { ImagesField } from './ImagesField';
import { InclusionsField } from './InclusionsField';
import {
  PACKAGE_DRAFT_KEY,
  PACKAGE_FORM_FIELDS,
  type PackageDraft,
  type PackageFormValues,
  packageFormSchema,
} from './package-form';
import { useSavePackage } from './usePackages';

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
`;

const Numbers = styled.div`
  display: grid;
  gap: 0.9rem;
  ${media.up('sm')} { grid-template-columns: repeat(3, 1fr); }
`;

export interface PackageFormDialogProps {
  /** Set when editing a stored package. */
  packageId?: string;
  initialValues: PackageFormValues;
  /** The values come from a kept draft, so closing must ask before throwing them away. */
  fromDraft: boolean;
  onClose: () => void;
}

/** Without inline pictures a draft always fits in localStorage; the typed text is what matters most. */
const withoutNewImages = (draft: PackageDraft): PackageDraft => ({
  ...draft,
  values: { ...draft.values, images: draft.values.images.filter((image) => !image.startsWith('data:')) },
});

/** The 'New Package' / 'Edit Package' dialog (spec §2, §5). */
export function PackageFormDialog({ packageId, initialValues, fromDraft, onClose }: PackageFormDialogProps) {
  const dialogs = useDialogs();
  const savePackage = useSavePackage();
  const { register, control, handleSubmit, watch, formState } = useForm<
    PackageFormValues,
    unknown,
    PackageData
  >({
    resolver: zodResolver(packageFormSchema),
    defaultValues: initialValues,
  });
  const inclusions = useController({ control, name: 'inclusions' });
  const images = useController({ control, name: 'images' });
  const showFirstError = useFirstErrorAlert<PackageFormValues>(PACKAGE_FORM_FIELDS, 'Validation Error');
  const unsaved = formState.isDirty || fromDraft;
  const draft: PackageDraft = { packageId, values: watch() };
  const discardDraft = useDraftAutosave(PACKAGE_DRAFT_KEY, draft, formState.isDirty, withoutNewImages);

  const save = handleSubmit(async (data) => {
    if (await savePackage.run({ id: packageId, input: data })) {
      discardDraft();
      onClose();
    }
  }, showFirstError);

  const close = async () => {
    if (savePackage.isPending) return;
    if (unsaved && !(await dialogs.confirm(discardConfirm('this package')))) return;
    discardDraft();
    onClose();
  };

  return (
    <Modal
      title={packageId ? 'Edit Package' : 'New Package'}
      open
      onOpenChange={(open) => !open && close()}
      width="40rem"
    >
      <Form onSubmit={save} noValidate>
        <FieldLabel>
          Title
          <Input {...register('title')} />
        </FieldLabel>
        <FieldLabel>
          Category
          <Select {...register('category')}>
            <option value="">Select category</option>
            {PACKAGE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          Description
          <TextArea {...register('description')} />
        </FieldLabel>
        <Numbers>
          <FieldLabel>
            Price
            <Input type="number" inputMode="numeric" min={0} {...register('price')} />
          </FieldLabel>
          <FieldLabel>
            People
            <Input type="number" inputMode="numeric" min={1} {...register('numberOfPeople')} />
          </FieldLabel>
          <div>
            <FieldLabel>
              Days
              <Input {...register('days')} aria-describedby="package-days-hint" />
            </FieldLabel>
            <FieldHint id="package-days-hint">e.g 10-20</FieldHint>
          </div>
        </Numbers>
        <InclusionsField value={inclusions.field.value} onChange={inclusions.field.onChange} />
        <ImagesField value={images.field.value} onChange={images.field.onChange} />
        <FormActions saving={savePackage.isPending} onCancel={close} />
      </Form>
    </Modal>
  );
}
