import { renderStandalone } from '@safa/shared-ui';
import App from './App';

renderStandalone(App);
