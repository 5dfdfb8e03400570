import { call } from '@safa/api-client';
import { formAnchor } from '@safa/remote-types';
import { Button, formatNaira } from '@safa/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { CARD_RETURN_PARAMETERS } from '../../api/card-return-address';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice } from '../../components/forms/FormNotice';
import { type Notice, serverTextOf } from '../../components/forms/feedback';
import { TextField } from '../../components/forms/TextField';
import { CARD_AMOUNT_FIELD, cardPaymentForm, paymentCarries } from '../../forms/payment-forms';
import { useFormAction, usePostedForm } from '../../forms/posted-form';
import { leaveSite } from '../../site/leave-site';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

/** A card payment that starts leaves for Paystack's page; one refused says why in the form. */
const refusalOf = (serverText: string | undefined): Notice => ({
  title: 'The card payment could not start',
  text: serverText ?? 'Something went wrong. Please try again, or pay by bank transfer.',
  tone: 'error',
});

/**
 * Pays by card, on Paystack's page, which sends the customer back to this one: what is due now, or
 * the amount they type (up to the balance; the BFF says the least it takes). With the app: the API
 * asked here, then on to the page it names. Without: a plain form the shell's server sends, answering
 * with a redirect to that page (see forms/payment-forms.ts).
 */
export function CardPaymentForm({
  token,
  amount,
  balance,
}: {
  token: string;
  amount: number;
  balance: number;
}) {
  const action = useFormAction('card', CARD_RETURN_PARAMETERS);
  const posted = usePostedForm('card');
  const [refusal, setRefusal] = useState<Notice>();
  const [leaving, setLeaving] = useState(false);
  const [chosen, setChosen] = useState('');
  const carries = paymentCarries(token);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setLeaving(true);
    setRefusal(undefined);
    try {
      const { authorizationUrl } = await call(cardPaymentForm.endpoint, {
        body: cardPaymentForm.body({ ...carries, [CARD_AMOUNT_FIELD]: chosen }),
      });
      leaveSite(authorizationUrl);
    } catch (error) {
      setRefusal(refusalOf(serverTextOf(error)));
      setLeaving(false);
    }
  };

  return (
    <Form id={formAnchor('card')} method="post" action={action} onSubmit={onSubmit} aria-label="Pay by card">
      <FormNotice notice={refusal ?? (posted && refusalOf(posted.refusal.serverText()))} />
      <FormIdentity form="card" carries={carries} />
      <p>
        Pay {formatNaira(amount)} with your debit or credit card on Paystack’s secure page: it brings you back
        here once you have paid.
      </p>
      {balance > amount ? (
        <TextField
          label={`Or another amount, up to ${formatNaira(balance)} (optional)`}
          name={CARD_AMOUNT_FIELD}
          type="number"
          inputMode="numeric"
          min={1}
          max={balance}
          step={1}
          autoComplete="off"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      <Button type="submit" disabled={leaving}>
        {leaving ? 'Opening the card payment…' : 'Pay by card'}
      </Button>
    </Form>
  );
}
