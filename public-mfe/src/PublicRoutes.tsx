import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { NOT_FOUND_PAGE } from './pages/not-found/not-found.page';
import { SITE_PAGES } from './pages/site-pages';

// One chunk per screen: a visitor downloads only the page they open (see PublicPage.Component).
export function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {SITE_PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NOT_FOUND_PAGE.Component />} />
      </Route>
    </Routes>
  );
}
