import { endpoints } from '@safa/contract';
import type { ProofStorage } from '../../config';
import { route } from '../../http/api-router';
import { dashboardSummary } from './dashboard.service';

export const dashboardRoutes = (proofs: ProofStorage) => [
  route(endpoints.dashboardSummary, () => dashboardSummary(proofs)),
];
