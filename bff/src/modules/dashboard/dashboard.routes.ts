import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { dashboardSummary } from './dashboard.service';

export const dashboardRoutes = [route(endpoints.dashboardSummary, () => dashboardSummary())];
