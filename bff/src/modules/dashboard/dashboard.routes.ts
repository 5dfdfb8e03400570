import { endpoints } from '@safa/contract';
import type { ProofStorage } from '../../config';
import { route } from '../../http/api-router';
import { type DashboardMessages, dashboardSummary } from './dashboard.service';

export const dashboardRoutes = (proofs: ProofStorage, messages: DashboardMessages) => [
  route(endpoints.dashboardSummary, () => dashboardSummary(proofs, messages)),
];
