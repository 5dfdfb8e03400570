import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_CATEGORIES, type ContactInput, contactInputSchema } from '@safa/contract';
import { Button, FieldLabel, Input, Select } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Toolbar } from '../../common/layout';
import { useFirstErrorAlert } from '../../common/useFirstErrorAlert';
import { draftStore } from '../../drafts/draft-store';
import { useDraftAutosave } from '../../drafts/useDraftAutosave';
import { useAddContact } from './useContacts';

const DRAFT_KEY = 'contact';
const draftSchema = z.object({ title: z.string(), category: z.enum(CONTACT_CATEGORIES).optional() });
const FIELD_ORDER = ['title', 'category'] as const;

export function AddContactForm() {
  const addContact = useAddContact();
  const { register, handleSubmit, reset, watch, formState } = useForm<ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: draftStore.load(DRAFT_KEY, draftSchema) ?? { title: '' },
  });
  const discardDraft = useDraftAutosave(DRAFT_KEY, watch(), formState.isDirty);
  const showFirstError = useFirstErrorAlert<ContactInput>(FIELD_ORDER, 'Error');

  const submit = handleSubmit(async (contact) => {
    if (await addContact.run(contact)) {
      discardDraft();
      reset({ title: '' });
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label="Add contact">
      <Toolbar>
        <FieldLabel>
          Title
          <Input placeholder="Phone number or e-mail address" {...register('title')} />
        </FieldLabel>
        <FieldLabel>
          Category
          {/* An unchosen category is 'missing', not 'wrong': '' becomes undefined for the schema. */}
          <Select {...register('category', { setValueAs: (value: string) => value || undefined })}>
            <option value="">Select category</option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <Button type="submit" disabled={addContact.isPending}>
          Add Contact
        </Button>
      </Toolbar>
    </form>
  );
}
