import { ApiError, call } from '@safa/api-client';
import { type BookedTraveller, SEX_LABELS, SEXES } from '@safa/contract';
import { Button, FieldError, FieldLabel, Select, useDialogs } from '@safa/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { CARD_RETURN_PARAMETERS } from '../../api/card-return-address';
import { bookingKeyOf } from '../../api/queries';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice, useRefusalNotice } from '../../components/forms/FormNotice';
import { type SendFeedback, serverTextOf, showNotice } from '../../components/forms/feedback';
import { TextField } from '../../components/forms/TextField';
import { useFormFields } from '../../components/forms/useFormFields';
import { useFormAction } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import { type DetailField, travellerCarries, travellerForm } from '../../forms/traveller-forms';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  justify-items: stretch;
  button { justify-self: start; }
`;

/** Two dates side by side where they fit (issue and expiry), one under the other on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: 1rem;
`;

export const DETAILS_FEEDBACK: SendFeedback = {
  success: { title: 'Details saved', text: 'Thank you: we have the traveller’s details.', tone: 'success' },
  failure: (serverText) => ({
    title: 'The details were not saved',
    text: serverText ?? 'Something went wrong. Please try again, or send them to us on WhatsApp.',
    tone: 'error',
  }),
};

/** The traveller's details as saved (a passport number is shown masked, so its field starts empty). */
const savedDetails = (traveller: BookedTraveller): Record<DetailField, string> => ({
  fullName: traveller.fullName,
  sex: traveller.sex ?? '',
  dateOfBirth: traveller.dateOfBirth ?? '',
  nationality: traveller.nationality ?? '',
  passportNumber: '',
  passportIssuedOn: traveller.passportIssuedOn ?? '',
  passportExpiresOn: traveller.passportExpiresOn ?? '',
});

interface TravellerDetailsFormProps {
  traveller: BookedTraveller;
  token: string;
}

/**
 * A traveller's details as in the passport, completed or corrected by the customer. With the app:
 * sent in place, each refusal at its field, the page then showing the booking the API answers.
 * Without: a plain form the shell's server sends (see forms/traveller-forms.ts), refused fields back at
 * their place on the page it renders again.
 */
export function TravellerDetailsForm({ traveller, token }: TravellerDetailsFormProps) {
  const carries = travellerCarries(token, traveller.id, 'details');
  const fields = useFormFields<Fields>(savedDetails(traveller), 'traveller', carries);
  const postedRefusal = useRefusalNotice('traveller', DETAILS_FEEDBACK, fields.values, carries);
  const [refusal, setRefusal] = useState<ReturnType<SendFeedback['failure']>>();
  const [sending, setSending] = useState(false);
  const dialogs = useDialogs();
  const { mutate } = useSWRConfig();
  const action = useFormAction('traveller', CARD_RETURN_PARAMETERS, detailsAnchor(traveller.id));
  const sexError = useId();
  // Ids of their own: the page shows this form once per traveller.
  const bind = (name: DetailField) => ({ ...fields.bind(name), id: `${traveller.id}-${name}` });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setRefusal(undefined);
    try {
      const booking = await call('updateTravellerByLink', {
        query: { token },
        body: travellerForm.body({ ...fields.values, ...carries }),
      });
      await mutate(bookingKeyOf(token), booking, { revalidate: false });
      fields.set('passportNumber', '');
      showNotice(dialogs, DETAILS_FEEDBACK.success);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      if (!fields.showIssues(issues)) setRefusal(DETAILS_FEEDBACK.failure(serverTextOf(error)));
    } finally {
      setSending(false);
    }
  };

  const saved = traveller.passportNumber;
  return (
    <Form
      ref={fields.formRef}
      id={detailsAnchor(traveller.id)}
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-label={`${traveller.fullName}: details`}
    >
      <FormNotice notice={refusal ?? postedRefusal} />
      <FormIdentity form="traveller" carries={carries} />
      <TextField label="Full name, as in the passport" required autoComplete="off" {...bind('fullName')} />
      <div>
        <FieldLabel>
          <span>Sex, as in the passport</span>
          <Select
            {...bind('sex')}
            aria-invalid={fields.errors.sex ? true : undefined}
            aria-describedby={fields.errors.sex ? sexError : undefined}
          >
            <option value="">Choose</option>
            {SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {SEX_LABELS[sex]}
              </option>
            ))}
          </Select>
        </FieldLabel>
        {fields.errors.sex ? <FieldError id={sexError}>{fields.errors.sex}</FieldError> : null}
      </div>
      <TextField label="Date of birth" type="date" autoComplete="off" {...bind('dateOfBirth')} />
      <TextField
        label="Nationality (3 letters, as in the passport: NGA)"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={3}
        {...bind('nationality')}
      />
      <TextField
        label={saved ? `Passport number (saved: ${saved}; leave empty to keep it)` : 'Passport number'}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        {...bind('passportNumber')}
      />
      <Pair>
        <TextField label="Passport issued on" type="date" autoComplete="off" {...bind('passportIssuedOn')} />
        <TextField
          label="Passport expires on"
          type="date"
          autoComplete="off"
          {...bind('passportExpiresOn')}
        />
      </Pair>
      <Button type="submit" disabled={sending}>
        {sending ? 'Saving…' : 'Save the details'}
      </Button>
    </Form>
  );
}

/** The id of a traveller's details form, which the page comes back to after it is posted. */
export const detailsAnchor = (travellerId: string) => `traveller-${travellerId}`;
