import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiPath, makePackage, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render';
import { loadedPackage, packagePage } from '../../pages/package/package.page';
import SinglePackagePage from '../../pages/package/SinglePackagePage';
import { pageHeadOf } from '../../site/page-head';
import { headHtml } from '../../ssr/head-html';
import { PackageCard } from './PackageCard';
import { PlanCard } from './PlanCard';

/** §6 does not validate days: a package may be saved without them. */
const noDays = makePackage({ id: 'nd1', title: 'Istanbul Weekend', days: '', price: 475_000 });

describe('a package saved without days', () => {
  it('shows no duration on its card or its plan, and the rest as usual', () => {
    renderPage(
      <>
        <PackageCard item={noDays} pictureSizes="100vw" />
        <PlanCard plan={noDays} />
      </>,
    );
    for (const card of screen.getAllByRole('article')) {
      expect(card).not.toHaveTextContent(/days?\b/i);
      expect(card).toHaveTextContent('₦475,000');
    }
  });

  it('shows no duration on its page', async () => {
    server.use(http.get(apiPath('/packages/:id'), () => HttpResponse.json(noDays)));
    renderPage(
      <Routes>
        <Route path="/eachpackage" element={<SinglePackagePage />} />
      </Routes>,
      '/eachpackage?id=nd1',
    );
    const facts = await screen.findByTestId('package-facts');
    expect(facts).toHaveTextContent('₦475,000');
    expect(facts).not.toHaveTextContent(/days?\b/i);
  });

  it('leaves the duration out of its description and link preview', () => {
    const head = pageHeadOf({
      pathname: '/eachpackage',
      origin: 'https://safa.example',
      page: packagePage,
      loaded: loadedPackage(noDays.id, noDays),
    });
    expect(head.description).toBe('₦475,000. About Istanbul Weekend');
    expect(headHtml(head)).not.toMatch(/days/);
  });

  it('names its duration otherwise, in days, one day alone', () => {
    const description = (days: string) =>
      pageHeadOf({
        pathname: '/eachpackage',
        origin: 'https://safa.example',
        page: packagePage,
        loaded: loadedPackage(noDays.id, { ...noDays, days }),
      }).description;
    expect(description('10-20')).toBe('₦475,000 · 10-20 days. About Istanbul Weekend');
    expect(description('1')).toBe('₦475,000 · 1 day. About Istanbul Weekend');
  });
});
