import { BRAND, Button, Logo } from '@safa/shared-ui';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  @media print { display: none; }
`;

const Title = styled.span`
  flex: 1;
  font-weight: 700;
  font-size: 1.1rem;
`;

interface TopBarProps {
  onLogOut: () => void;
}

/** Logo, company title and Log out; a click on the bar itself goes to the public home page (spec §2). */
export function TopBar({ onLogOut }: TopBarProps) {
  const navigate = useNavigate();
  // The logo link and Log out act alone; any other click on the bar goes home.
  const actAlone = (event: MouseEvent) => event.stopPropagation();
  return (
    <Bar onClick={() => navigate('/')}>
      <Link to="/" onClick={actAlone} aria-label={`${BRAND.name} home page`}>
        <Logo size={40} />
      </Link>
      <Title>{BRAND.name}</Title>
      <Button
        type="button"
        $variant="secondary"
        onClick={(event) => {
          actAlone(event);
          onLogOut();
        }}
        style={{ background: '#fff' }}
      >
        Log out
      </Button>
    </Bar>
  );
}
