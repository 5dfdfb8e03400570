import { packageListSchema } from '@safa/shared-ui/contract';
import { PackageModel } from '../src/modules/packages/package.model';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const basePackage = {
  description: 'A description',
  images: ['/api/media/0123456789abcdef01234567'],
  inclusions: ['Flights'],
  price: 1_500_000,
  numberOfPeople: 1,
  days: '10-20',
};

describe('GET /api/packages', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => PackageModel.deleteMany({}));

  it('answers an empty list when there are no packages', async () => {
    const response = await context.http.get('/api/packages');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('lists stored packages, newest first, each with a string id and the contract shape', async () => {
    await PackageModel.create({
      ...basePackage,
      title: 'Older',
      category: 'hajj',
      createdAt: new Date('2025-01-01'),
    });
    await PackageModel.create({
      ...basePackage,
      title: 'Newer',
      category: 'vacation',
      createdAt: new Date('2025-06-01'),
    });

    const response = await context.http.get('/api/packages');

    expect(response.status).toBe(200);
    const packages = packageListSchema.parse(response.body);
    expect(packages.map((item) => item.title)).toEqual(['Newer', 'Older']);
    expect(packages[0]).toMatchObject({ category: 'vacation', price: 1_500_000, days: '10-20' });
    expect(packages[0]?.id).toMatch(/^[a-f\d]{24}$/);
    expect(response.body[0]).not.toHaveProperty('_id');
  });
});
