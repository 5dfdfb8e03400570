import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiPath, makePackage, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render';
import SinglePackagePage from '../../pages/package/SinglePackagePage';
import { PackageCard } from './PackageCard';
import { PlanCard } from './PlanCard';

const factsOf = (item: ReturnType<typeof makePackage>) => {
  server.use(http.get(apiPath('/packages/:id'), () => HttpResponse.json(item)));
  renderPage(
    <>
      <PackageCard item={item} pictureSizes="100vw" />
      <PlanCard plan={item} />
      <Routes>
        <Route path="/eachpackage" element={<SinglePackagePage />} />
      </Routes>
    </>,
    `/eachpackage?id=${item.id}`,
  );
};

/** Each place's facts, one by one. */
const shownFacts = async () =>
  (await screen.findAllByTestId('package-facts')).map((facts) =>
    within(facts)
      .getAllByRole('listitem')
      .map((fact) => fact.textContent),
  );

describe("a package's facts", () => {
  it('are its price in naira with separators, its people and its days, in the same words on its card, plan and page', async () => {
    factsOf(makePackage({ id: 'p1', title: 'Dubai', price: 1_250_000, numberOfPeople: 4, days: '10-20' }));
    await screen.findByRole('heading', { level: 1, name: 'Dubai' });
    expect(await shownFacts()).toEqual(Array(3).fill(['₦1,250,000', '4 People', '10-20 days']));
  });

  it("say 'Person' for one, and one day alone", async () => {
    factsOf(makePackage({ id: 'p2', title: 'Lagos', price: 90_000, numberOfPeople: 1, days: '1' }));
    await screen.findByRole('heading', { level: 1, name: 'Lagos' });
    expect(await shownFacts()).toEqual(Array(3).fill(['₦90,000', '1 Person', '1 day']));
  });
});
