import { call } from '@safa/api-client';
import { EMAIL_PATTERN } from '@safa/contract';
import { Button, Input, useDialogs } from '@safa/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { serverTextOr } from '../../components/forms/feedback';
import { NeedsJavaScript } from '../../components/forms/NeedsJavaScript';
import { Section } from '../../components/layout-styles';
import { useIsLive } from '../../components/useBrowserValue';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  max-width: 36rem;
  input { flex: 1 1 14rem; }
`;

/** §4/§5/§8: trimmed and checked e-mail, a progress dialog while subscribing, then success or 'Error'. */
export function NewsletterSignup() {
  const dialogs = useDialogs();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const live = useIsLive();
  const busy = submitting || !live;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) {
      void dialogs.alert({ title: 'Invalid email', text: 'Please enter a valid address.', tone: 'warning' });
      return;
    }
    setSubmitting(true);
    const closeProgress = dialogs.progress({ title: 'Subscribing…', text: 'Please wait a moment.' });
    try {
      await call('subscribe', { body: { email: trimmed } });
      closeProgress();
      setEmail('');
      void dialogs.alert({
        title: 'Subscribed!',
        text: 'Thanks for joining our newsletter.',
        tone: 'success',
      });
    } catch (error) {
      closeProgress();
      console.error('Newsletter subscription failed', error);
      void dialogs.alert({
        title: 'Error',
        text: serverTextOr(error, 'Something went wrong'),
        tone: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Section $tone="soft" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get our newsletter</h2>
      <p>Hajj and Umrah dates, new holiday packages and travel tips, now and then in your inbox.</p>
      <Row onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="Your e-mail address"
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {submitting ? 'Sending…' : 'Subscribe'}
        </Button>
      </Row>
      <NeedsJavaScript />
    </Section>
  );
}
