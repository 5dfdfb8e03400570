import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  @media print { display: none; }
`;

/** '← All packages': the way back to the list a page was opened from (not on paper). */
export const BackLink = ({ children, ...props }: LinkProps) => (
  <Back {...props}>
    <span aria-hidden="true">←&nbsp;</span>
    {children}
  </Back>
);
