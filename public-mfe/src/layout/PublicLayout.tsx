import { LoaderOverlay } from '@safa/shared-ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ChatTopicProvider } from './chat-topic';
import { FloatingControls } from './FloatingControls';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { useDocumentHead } from './useDocumentHead';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  &:focus { top: 0.5rem; }
`;

const Main = styled.main`
  /* Keeps the footer below the fold while a page loads, so its arrival shifts nothing in view. */
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  &:focus { outline: none; }
`;

/**
 * Keeps the document's head in step with the page. A component of its own: what it reads in the
 * browser (the stored package id) changes as the page hydrates, and the layout must not re-render
 * then, or React drops the page's server markup that is still waiting for its code.
 */
function DocumentHead() {
  useDocumentHead();
  return null;
}

/** Header, footer and the floating buttons around every public page. */
export function PublicLayout() {
  return (
    <ChatTopicProvider>
      <DocumentHead />
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoaderOverlay />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <FloatingControls />
    </ChatTopicProvider>
  );
}
