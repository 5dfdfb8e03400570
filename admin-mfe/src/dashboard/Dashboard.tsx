import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { TopBar } from './TopBar';

const Content = styled.main`
  padding: 1.5rem 1rem;
`;

export function Dashboard() {
  const { logOut } = useSession();
  return (
    <>
      <TopBar onLogOut={() => logOut('user')} />
      <Content aria-label="Dashboard">
        <h1>Dashboard</h1>
      </Content>
    </>
  );
}
