import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { currentHajjRecord } from './hajj-record.service';

export const hajjRecordRoutes = [route(endpoints.getCurrentHajj, () => currentHajjRecord())];
