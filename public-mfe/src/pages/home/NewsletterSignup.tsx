import { call } from '@safa/api-client';
import { EMAIL_PATTERN } from '@safa/contract';
import { formAnchor } from '@safa/remote-types';
import { Button, Input, useDialogs, useIsLive } from '@safa/shared-ui';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormIdentity } from '../../components/forms/FormIdentity';
import { FormNotice } from '../../components/forms/FormNotice';
import {
  INVALID_EMAIL,
  NEWSLETTER_FEEDBACK,
  type Notice,
  serverTextOf,
  showNotice,
} from '../../components/forms/feedback';
import { Honeypot } from '../../components/forms/Honeypot';
import { useTypedBeforeStart } from '../../components/forms/useTypedBeforeStart';
import { Section } from '../../components/layout-styles';
import { newsletterForm } from '../../forms/newsletter-form';
import { useFormAction, usePostedForm, useWasSent } from '../../forms/posted-form';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  max-width: 36rem;
  input { flex: 1 1 14rem; }
  & > p { flex-basis: 100%; }
`;

/** What the page says of a subscription posted without the app: subscribed, or why not (§8). */
function usePostedNotice(): Notice | undefined {
  const posted = usePostedForm('newsletter');
  const sent = useWasSent('newsletter');
  if (posted) {
    return posted.refusal.status === 400
      ? INVALID_EMAIL
      : NEWSLETTER_FEEDBACK.failure(posted.refusal.serverText());
  }
  return sent ? NEWSLETTER_FEEDBACK.success : undefined;
}

/**
 * §4/§5/§8: trimmed and checked e-mail, a progress dialog while subscribing, then success or 'Error'.
 * A plain form the server takes too: posted before the app has started, or without it.
 */
export default function NewsletterSignup() {
  const dialogs = useDialogs();
  const posted = usePostedForm('newsletter');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const notice = usePostedNotice();
  const live = useIsLive();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, ['email'], (typed) => setEmail(typed.email ?? ''));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = newsletterForm.body({ email, website });
    if (!EMAIL_PATTERN.test(body.email)) {
      showNotice(dialogs, INVALID_EMAIL);
      return;
    }
    setSubmitting(true);
    const closeProgress = dialogs.progress({ title: 'Subscribing…', text: 'Please wait a moment.' });
    try {
      await call('subscribe', { body });
      closeProgress();
      setEmail('');
      showNotice(dialogs, NEWSLETTER_FEEDBACK.success);
    } catch (error) {
      closeProgress();
      console.error('Newsletter subscription failed', error);
      showNotice(dialogs, NEWSLETTER_FEEDBACK.failure(serverTextOf(error)));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Section $tone="soft" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get our newsletter</h2>
      <p>Hajj and Umrah dates, new holiday packages and travel tips, now and then in your inbox.</p>
      <Row
        ref={formRef}
        id={formAnchor('newsletter')}
        method="post"
        action={useFormAction('newsletter')}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="newsletter-title"
        // Says when the app runs the form (before that it is posted as a plain form).
        data-live={live}
      >
        <FormNotice notice={notice} />
        <FormIdentity form="newsletter" />
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your e-mail address"
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Honeypot value={website} onChange={setWebsite} />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Sending…' : 'Subscribe'}
        </Button>
      </Row>
    </Section>
  );
}
