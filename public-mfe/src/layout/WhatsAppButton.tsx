import { whatsAppLink } from '@safa/contract';
import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import { useContacts } from '../api/queries';
import { phonesOf } from '../site/contacts';
import { chatGreeting, SITE } from '../site/site-info';
import { useChatPackageTitle } from './chat-topic';

/** WhatsApp's green, dark enough for white text (5.2:1). */
const WHATSAPP_GREEN = '#1a7f43';

/* In the phone's bottom bar, a wide button that says what it does; elsewhere a round one, floating. */
const Floating = styled.a`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${WHATSAPP_GREEN};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  ${media.up('sm')} {
    position: fixed;
    right: 1rem;
    bottom: 1rem;
    z-index: ${({ theme }) => theme.zIndex.floating};
    width: 56px;
    height: 56px;
    border-radius: 50%;
    box-shadow: ${({ theme }) => theme.shadows.raised};
    span { display: none; }
  }
`;

/** The floating chat button: the first Phone contact from the server, else the configured number. */
export function WhatsAppButton() {
  const contacts = useContacts().data ?? [];
  const greeting = chatGreeting(useChatPackageTitle());
  const [phone] = phonesOf(contacts);
  const href =
    (phone && whatsAppLink(phone, greeting)) ?? whatsAppLink(SITE.fallbackWhatsAppNumber, greeting);
  return (
    <Floating
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat on WhatsApp (opens in a new tab)"
      data-testid="whatsapp-button"
      data-floating
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          fill="#fff"
          d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8.9 3.9.8a3.3 3.3 0 0 0 2.1-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.2-.6-.4z"
        />
      </svg>
      <span aria-hidden="true">Chat on WhatsApp</span>
    </Floating>
  );
}
