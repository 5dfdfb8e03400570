import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

/** Said only where scripts do not run: the page can be read, but this form cannot be sent. */
export function NeedsJavaScript() {
  return (
    <noscript>
      <Note>Sending this form needs JavaScript. You can also call or e-mail us: our numbers are below.</Note>
    </noscript>
  );
}
