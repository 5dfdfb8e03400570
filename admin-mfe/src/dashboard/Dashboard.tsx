import { media } from '@safa/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { useIdleLogout } from '../session/useIdleLogout';
import { Sidebar } from './Sidebar';
import { SectionPathsProvider } from './section-paths';
import { SECTIONS } from './sections';
import { WorkSummary } from './summary/WorkSummary';
import { TopBar } from './TopBar';

// The top bar, then the sections and the content filling the rest of the window (whatever the bar's
// height), so the sidebar runs to the bottom even beside a short section.
const Page = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  ${media.up('md')} {
    grid-template-columns: 14rem minmax(0, 1fr);
    grid-template-rows: 1fr;
  }
  /* On paper (a manifest) the page alone, without the sections beside it. */
  @media print { display: block; }
`;

const Content = styled.main`
  min-width: 0;
  padding: 1.25rem 0.75rem 3rem;
  ${media.up('md')} { padding: 1.5rem 1.5rem 3rem; }
  @media print { padding: 0; }
`;

const [DEFAULT_SECTION] = SECTIONS;

export function Dashboard({ basePath }: { basePath: string }) {
  const { logOut } = useSession();
  useIdleLogout();
  const defaultAddress = `${basePath}/${DEFAULT_SECTION?.path ?? ''}`;
  return (
    <Page>
      <TopBar onLogOut={() => logOut('user')} />
      <Layout>
        <Sidebar basePath={basePath} />
        <Content>
          <h1 className="visually-hidden">Admin dashboard</h1>
          <WorkSummary basePath={basePath} />
          <SectionPathsProvider basePath={basePath}>
            <Routes>
              {SECTIONS.map(({ path, Component, pages = [] }) => (
                <Route key={path} path={path}>
                  <Route index element={<Component />} />
                  {pages.map((page) => (
                    <Route key={page.path} path={page.path} element={<page.Component />} />
                  ))}
                </Route>
              ))}
              <Route path="*" element={<Navigate to={defaultAddress} replace />} />
            </Routes>
          </SectionPathsProvider>
        </Content>
      </Layout>
    </Page>
  );
}
