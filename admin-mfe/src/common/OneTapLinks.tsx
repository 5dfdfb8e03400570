import type { ReplyLinks } from '@safa/contract';
import styled from 'styled-components';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A link that writes to or calls someone, as big as a button. */
export const OneTapLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.55rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.primaryDark}; }
`;

interface OneTapLinksProps {
  links: ReplyLinks;
  labels: Record<keyof ReplyLinks, string>;
  /** One of the links was used. */
  onUse?: () => void;
}

/** Writing to someone in one tap: WhatsApp (when the number is understood), e-mail, or a call. */
export function OneTapLinks({ links, labels, onUse }: OneTapLinksProps) {
  return (
    <Links>
      {links.whatsApp ? (
        <OneTapLink href={links.whatsApp} target="_blank" rel="noopener noreferrer" onClick={onUse}>
          {labels.whatsApp}
        </OneTapLink>
      ) : null}
      <OneTapLink href={links.email} onClick={onUse}>
        {labels.email}
      </OneTapLink>
      {links.call ? (
        <OneTapLink href={links.call} onClick={onUse}>
          {labels.call}
        </OneTapLink>
      ) : null}
    </Links>
  );
}
